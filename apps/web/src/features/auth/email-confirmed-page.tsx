import { CheckCircle2 } from 'lucide-react';
import { Link } from 'react-router';
import { AuthCard, primaryButton } from './auth-card';

export default function EmailConfirmedPage() {
  return (
    <AuthCard title="Email confirmed">
      <div className="space-y-4 text-slate-700">
        <CheckCircle2 aria-hidden className="h-10 w-10 text-emerald-700" />
        <p>Your email address has been confirmed. You can now log in to your account.</p>
        <Link to="/login" className={`${primaryButton} block text-center`}>
          Go to Login
        </Link>
      </div>
    </AuthCard>
  );
}
