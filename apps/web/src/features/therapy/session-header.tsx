import { formatMmSs, headerLabel } from '@haven/core';
import type { LiveSession } from './use-therapy-session';

export function SessionHeader(props: { session: LiveSession; elapsed: number; loggedIn: boolean; saving: boolean; disabled: boolean; onSave: () => void }) {
  const { session } = props;
  return (
    <header className="flex flex-wrap items-center justify-between gap-3 border-b border-slate-200 bg-white px-4 py-3">
      <div className="min-w-0">
        <h1 className="truncate text-lg font-semibold text-slate-900">{headerLabel(session.therapyType)}</h1>
        <p className="truncate text-sm text-slate-600">{headerLabel(session.topic)}</p>
      </div>
      <div className="flex items-center gap-3">
        <p className="font-mono text-sm tabular-nums text-slate-800" aria-label="Session time" data-testid="session-timer">
          {formatMmSs(props.elapsed)} / {formatMmSs(session.limitSeconds)}
        </p>
        {props.loggedIn && (
          <button
            type="button"
            onClick={props.onSave}
            disabled={props.saving || props.disabled}
            className="rounded-xl bg-brand-700 px-3 py-2 text-sm font-semibold text-white hover:bg-brand-800 disabled:opacity-60"
          >
            {props.saving ? 'Saving...' : 'Save & Exit'}
          </button>
        )}
      </div>
    </header>
  );
}
