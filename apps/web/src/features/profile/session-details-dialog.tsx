import type { TherapyRecord } from '@haven/core';
import { X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { longUsDate, sessionMoodText } from './profile-rules';

/** Session Details (spec 2): every field with its fallback text. */
export function SessionDetailsDialog({ session, onClose }: { session: TherapyRecord | null; onClose: () => void }) {
  return (
    <Dialog.Root open={session !== null} onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/50" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 max-h-[90vh] w-[min(92vw,36rem)] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-6 shadow-xl">
          <div className="flex items-start justify-between gap-4">
            <Dialog.Title className="text-xl font-semibold text-slate-900">Session Details</Dialog.Title>
            <Dialog.Close aria-label="Close dialog" className="rounded p-1 text-slate-500 hover:text-slate-900">
              <X aria-hidden className="h-5 w-5" />
            </Dialog.Close>
          </div>
          <Dialog.Description className="sr-only">The details and summary of one therapy session.</Dialog.Description>
          {session && (
            <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
              <dt className="font-medium text-slate-600">Date</dt>
              <dd className="text-slate-900">{longUsDate(session.date || session.createdAt)}</dd>
              <dt className="font-medium text-slate-600">Time</dt>
              <dd className="text-slate-900">{session.time || 'N/A'}</dd>
              <dt className="font-medium text-slate-600">Duration</dt>
              <dd className="text-slate-900">{session.sessionLength || 'N/A'}</dd>
              <dt className="font-medium text-slate-600">Mood</dt>
              <dd className="text-slate-900">{sessionMoodText(session.feeling)}</dd>
              <dt className="font-medium text-slate-600">Type</dt>
              <dd className="text-slate-900">{session.type || 'No therapy type specified'}</dd>
              <dt className="font-medium text-slate-600">Topic</dt>
              <dd className="text-slate-900">{session.topic || 'No topic specified'}</dd>
              <dt className="col-span-2 mt-2 font-medium text-slate-600">Summary</dt>
              <dd className="col-span-2 whitespace-pre-line text-slate-900">{session.description || 'No summary available for this session.'}</dd>
            </dl>
          )}
          <div className="mt-6 text-right">
            <Dialog.Close className="rounded-xl bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800">Close</Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
