import type { CheckinMood } from '@haven/core';
import { useState } from 'react';
import { CheckinSuccess } from './checkin-success';
import { MoodCheckinForm } from './mood-checkin-form';
import type { SavedCheckin } from './use-save-checkin';

/**
 * "How do you feel now?" before or after a therapy session: mood and intensity, always skippable.
 * The pair of them shows how a session changed the user's mood.
 */
export function SessionCheckinCard({
  when,
  sessionId,
  initialMood,
  onClose,
}: {
  when: 'before' | 'after';
  sessionId: string;
  initialMood?: CheckinMood | null;
  onClose: () => void;
}) {
  const [saved, setSaved] = useState<SavedCheckin | null>(null);
  const title = when === 'before' ? 'Before you begin: how do you feel now?' : 'Your session has ended. How do you feel now?';
  const headingId = `session-checkin-${when}`;
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-2xl border border-brand-100 bg-white p-4 shadow-sm"
      data-testid={`checkin-${when}-session`}
    >
      <h2 id={headingId} className="text-base font-semibold text-slate-900">
        {title}
      </h2>
      {saved ? (
        <div className="mt-2">
          <CheckinSuccess checkin={saved}>
            <button type="button" onClick={onClose} className="mt-2 text-sm font-medium underline">
              Close
            </button>
          </CheckinSuccess>
        </div>
      ) : (
        <div className="mt-2 sm:mt-0">
          <p className="mt-1 mb-3 hidden text-sm text-slate-600 sm:block">
            {when === 'before'
              ? 'A check-in now and one at the end show how the session changed your mood.'
              : 'Comparing this with how you felt before shows what sessions do for you.'}
          </p>
          <MoodCheckinForm
            compact
            context={when === 'before' ? 'before_session' : 'after_session'}
            sessionId={sessionId}
            initialMood={initialMood}
            moodQuestion="Your mood"
            onSaved={setSaved}
            onSkip={onClose}
          />
        </div>
      )}
    </section>
  );
}
