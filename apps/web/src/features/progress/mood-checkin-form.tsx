import { CHECKIN_NOTE_MAX, type CheckinContext, type CheckinMood, type GoalKey } from '@haven/core';
import { useId, useState, type FormEvent } from 'react';
import { IntensityPicker } from './intensity-picker';
import { MoodPicker } from './mood-picker';
import { noteCounterText } from './progress-rules';
import { type SavedCheckin, useSaveCheckin } from './use-save-checkin';

export interface MoodCheckinFormProps {
  context: CheckinContext;
  sessionId?: string;
  /** The user's set goals, offered for optional 0-10 ratings (full form only). */
  goals?: { key: GoalKey; name: string }[];
  initialMood?: CheckinMood | null;
  /** Session cards: mood and intensity only. */
  compact?: boolean;
  moodQuestion?: string;
  onSaved: (checkin: SavedCheckin) => void;
  onSkip?: () => void;
  skipLabel?: string;
}

/** A mood check-in: one tap for the mood, then optional intensity, note and goal ratings. */
export function MoodCheckinForm(props: MoodCheckinFormProps) {
  const id = useId();
  const [mood, setMood] = useState<CheckinMood | null>(props.initialMood ?? null);
  const [intensity, setIntensity] = useState<number | null>(null);
  const [note, setNote] = useState('');
  const [ratings, setRatings] = useState<Partial<Record<GoalKey, string>>>({});
  const [localError, setLocalError] = useState<string | null>(null);
  const { save, saving, error } = useSaveCheckin();
  const goals = props.compact ? [] : (props.goals ?? []);

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!mood) return setLocalError('Choose the mood that fits best, then save.');
    const goalRatings: Partial<Record<GoalKey, number>> = {};
    for (const g of goals) {
      const raw = ratings[g.key]?.trim();
      if (!raw) continue;
      const n = Number(raw);
      if (!Number.isInteger(n) || n < 0 || n > 10)
        return setLocalError(`Rate "${g.name}" with a whole number from 0 to 10, or leave it empty.`);
      goalRatings[g.key] = n;
    }
    setLocalError(null);
    const saved = await save({
      mood,
      intensity,
      ...(note.trim() ? { note: note.trim() } : {}),
      context: props.context,
      ...(props.sessionId ? { sessionId: props.sessionId } : {}),
      ...(Object.keys(goalRatings).length ? { goals: goalRatings } : {}),
    });
    if (saved) props.onSaved(saved);
  }

  const shownError = localError ?? error;
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4" aria-busy={saving}>
      <div>
        <p id={`${id}-mood`} className="mb-2 text-sm font-medium text-slate-800">
          {props.moodQuestion ?? 'How do you feel right now?'}
        </p>
        <MoodPicker value={mood} onChange={(m) => (setMood(m), setLocalError(null))} labelId={`${id}-mood`} compact={props.compact} />
      </div>
      <div>
        <p id={`${id}-intensity`} className="text-sm font-medium text-slate-800">
          How strong is that feeling? <span className="font-normal text-slate-600">(optional)</span>
        </p>
        <p id={`${id}-intensity-hint`} className="mb-2 text-xs text-slate-600">
          0 = barely, 10 = very strong
        </p>
        <IntensityPicker value={intensity} onChange={setIntensity} labelId={`${id}-intensity`} hintId={`${id}-intensity-hint`} />
      </div>
      {!props.compact && (
        <div>
          <label htmlFor={`${id}-note`} className="text-sm font-medium text-slate-800">
            Note <span className="font-normal text-slate-600">(optional)</span>
          </label>
          <textarea
            id={`${id}-note`}
            value={note}
            maxLength={CHECKIN_NOTE_MAX}
            rows={2}
            onChange={(e) => setNote(e.target.value)}
            aria-describedby={`${id}-note-count`}
            placeholder="What is on your mind?"
            className="mt-1 w-full rounded-xl border border-slate-300 px-3 py-2 text-slate-900"
          />
          <p id={`${id}-note-count`} className="text-right text-xs text-slate-600">
            <span className="sr-only">Characters used: </span>
            {noteCounterText(note)}
          </p>
        </div>
      )}
      {goals.length > 0 && (
        <details className="rounded-xl border border-slate-200 px-3 py-2">
          <summary className="cursor-pointer text-sm font-medium text-slate-800">Rate your goals (optional)</summary>
          <p className="mt-1 text-xs text-slate-600">How close do you feel to each goal? 0 = not at all, 10 = fully there.</p>
          <div className="mt-2 grid gap-x-6 gap-y-2 sm:grid-cols-2">
            {goals.map((g) => (
              <label key={g.key} className="flex items-center justify-between gap-2 text-sm text-slate-800">
                <span className="min-w-0 truncate">{g.name}</span>
                <input
                  type="number"
                  inputMode="numeric"
                  min={0}
                  max={10}
                  step={1}
                  value={ratings[g.key] ?? ''}
                  onChange={(e) => setRatings({ ...ratings, [g.key]: e.target.value })}
                  className="w-20 rounded-lg border border-slate-300 px-2 py-1 text-slate-900"
                />
              </label>
            ))}
          </div>
        </details>
      )}
      <div role="alert" className="empty:hidden">
        {shownError && <p className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">{shownError}</p>}
      </div>
      <div className="flex flex-wrap gap-2">
        <button
          type="submit"
          disabled={saving}
          className="rounded-xl bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800 disabled:opacity-60"
        >
          {saving ? 'Saving...' : 'Save check-in'}
        </button>
        {props.onSkip && (
          <button
            type="button"
            onClick={props.onSkip}
            disabled={saving}
            className="rounded-xl border border-slate-300 px-4 py-2 font-medium text-slate-800 hover:bg-slate-50"
          >
            {props.skipLabel ?? 'Skip'}
          </button>
        )}
      </div>
    </form>
  );
}
