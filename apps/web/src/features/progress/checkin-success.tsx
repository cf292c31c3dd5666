import { moodDisplay, type MoodCheckin } from '@haven/core';
import { CheckCircle2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { CrisisHelp } from './crisis-help';
import type { SavedCheckin } from './use-save-checkin';

/** What a saved check-in says back: the mood, and the intensity when one was given. */
export function checkinSavedText(c: Pick<MoodCheckin, 'mood' | 'intensity'>): string {
  const m = moodDisplay(c.mood);
  return `Check-in saved: ${m.label}${c.intensity === null ? '' : `, ${c.intensity} out of 10`}.`;
}

export function CheckinSuccess({ checkin, children }: { checkin: SavedCheckin; children?: ReactNode }) {
  return (
    <>
      <div role="status" className="flex items-start gap-2 rounded-xl bg-emerald-50 px-3 py-2 text-emerald-900">
        <CheckCircle2 aria-hidden className="mt-0.5 h-5 w-5 shrink-0" />
        <div className="flex-1">
          <p className="font-medium">
            <span aria-hidden>{moodDisplay(checkin.mood).emoji} </span>
            {checkinSavedText(checkin)}
          </p>
          {children}
        </div>
      </div>
      {/* The note read as a crisis (server, offline layers): the help lines at once, as a crisis turn shows them. */}
      {checkin.crisisHelplines.length > 0 && <CrisisHelp helplines={checkin.crisisHelplines} />}
    </>
  );
}
