import type { TherapyRecord } from '@haven/core';
import { useState } from 'react';
import { LoadMoreButton } from '../history/load-more-button';
import { useOlderHistory } from '../history/use-older-history';
import { historyNewestFirst, longUsDate } from './profile-rules';
import { SessionDetailsDialog } from './session-details-dialog';

interface TherapyHistoryProps {
  userId: string;
  /** The newest sessions from getUser, and where the older ones continue. */
  therapy: readonly TherapyRecord[];
  olderCursor: string | null | undefined;
}

export function TherapyHistoryCard({ userId, therapy, olderCursor }: TherapyHistoryProps) {
  const [open, setOpen] = useState<TherapyRecord | null>(null);
  const older = useOlderHistory<TherapyRecord>(userId, 'therapy', olderCursor);
  const sessions = historyNewestFirst([...older.older, ...therapy]);
  return (
    <section aria-labelledby="history-title" className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <h2 id="history-title" className="text-lg font-semibold text-slate-900">
        Therapy Sessions History
      </h2>
      {sessions.length === 0 ? (
        <p className="mt-3 text-slate-600">No therapy sessions data available</p>
      ) : (
        <ul className="mt-3 divide-y divide-slate-100">
          {sessions.map((s) => (
            <li key={s._id} className="flex flex-wrap items-center justify-between gap-3 py-3">
              <div className="min-w-0">
                <p className="font-medium text-slate-900">{s.topic || 'No topic specified'}</p>
                <p className="text-sm text-slate-600">
                  {longUsDate(s.date || s.createdAt)} {s.time && `· ${s.time}`} {s.sessionLength && `· ${s.sessionLength}`}
                </p>
              </div>
              <button type="button" onClick={() => setOpen(s)} className="rounded-lg border border-brand-600 px-3 py-1.5 text-sm font-medium text-brand-800 hover:bg-brand-50">
                View Summary
              </button>
            </li>
          ))}
        </ul>
      )}
      {older.hasMore && <LoadMoreButton label="Load older sessions" loading={older.loading} failed={older.failed} onLoad={() => void older.loadMore()} />}
      <SessionDetailsDialog session={open} onClose={() => setOpen(null)} />
    </section>
  );
}
