import { AlertTriangle } from 'lucide-react';
import { useNavigate } from 'react-router';
import { NO_REMAINING_SESSIONS } from '@haven/core';
import type { TherapyFailure } from './use-therapy-session';

export function ErrorView({ failure, isPremium = false }: { failure: TherapyFailure; isPremium?: boolean }) {
  const navigate = useNavigate();
  return (
    <main id="main" className="mx-auto flex max-w-lg flex-col items-center px-4 py-16 text-center">
      <AlertTriangle aria-hidden className="h-10 w-10 text-amber-600" />
      <p role="alert" className="mt-4 text-lg text-slate-900">
        {failure.text}
      </p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        {failure.action === 'retry' ? (
          // A full reload re-runs the loading view from the server's state.
          <button type="button" onClick={() => window.location.assign('/ai-therapist')} className="rounded-xl bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800">
            Try Again
          </button>
        ) : (
          <>
            {/* A paying user is never sold what they already have (issue 18), unless out of sessions. */}
            {(!isPremium || failure.text === NO_REMAINING_SESSIONS) && (
              <button type="button" onClick={() => navigate('/pricing')} className="rounded-xl bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800">
                Upgrade Plan
              </button>
            )}
            <button type="button" onClick={() => navigate('/profile')} className="rounded-xl border border-slate-300 bg-white px-4 py-2 font-semibold text-slate-800 hover:bg-slate-50">
              Take me Home
            </button>
          </>
        )}
      </div>
    </main>
  );
}
