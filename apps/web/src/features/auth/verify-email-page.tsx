import { MailCheck } from 'lucide-react';
import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { api } from '../../lib/api-client';
import { storage } from '../../lib/storage';
import { AuthCard, primaryButton, textLink } from './auth-card';
import { useFlash } from './use-flash';

export default function VerifyEmailPage() {
  const location = useLocation();
  const email = (location.state as { email?: string } | null)?.email ?? storage.get('email') ?? '';
  const [sending, setSending] = useState(false);
  const [success, setSuccess] = useFlash(5000);

  async function resend() {
    setSending(true);
    try {
      await api('/auth/resend-confirmation', { method: 'POST', body: { email } });
      setSuccess('Email sent successfully!');
    } catch (err) {
      // Spec 8: a failure here is only logged.
      console.warn('resend verification failed', err);
    } finally {
      setSending(false);
    }
  }

  return (
    <AuthCard title="Verify your email">
      <div className="space-y-4 text-slate-700">
        <MailCheck aria-hidden className="h-10 w-10 text-brand-700" />
        <p>
          We sent a verification link to <strong className="break-all text-slate-900">{email || 'your email address'}</strong>. Open it to activate your account.
        </p>
        <p role="status" className="text-sm font-medium text-emerald-700 empty:hidden">
          {success}
        </p>
        <button type="button" onClick={resend} disabled={sending || !email} className={primaryButton}>
          {sending ? 'Sending...' : 'Resend verification email'}
        </button>
        <p className="text-center text-sm">
          <Link to="/login" className={textLink}>
            Back to Login
          </Link>
        </p>
      </div>
    </AuthCard>
  );
}
