import { Navigate } from 'react-router';
import { storage } from '../../lib/storage';
import { ErrorView } from './error-view';
import { LeaveGuard } from './leave-guard';
import { SessionView } from './session-view';
import { SetupView } from './setup-view';
import { useTherapySession } from './use-therapy-session';

export default function TherapyPage() {
  // Without a token the therapy screen goes to /login (spec 6).
  if (!storage.get('token')) return <Navigate to="/login" replace />;
  return <TherapyScreen />;
}

function TherapyScreen() {
  const t = useTherapySession();
  return (
    <>
      <LeaveGuard active={t.guardActive} />
      {t.view === 'loading' && (
        <p role="status" className="flex min-h-[50vh] items-center justify-center text-slate-600">
          Loading therapy session...
        </p>
      )}
      {t.view === 'setup' && <SetupView starting={t.starting} onStart={t.start} isPremium={t.isPremium} capped={t.capped} />}
      {t.view === 'session' && <SessionView t={t} />}
      {t.view === 'error' && t.failure && <ErrorView failure={t.failure} isPremium={t.isPremium} />}
    </>
  );
}
