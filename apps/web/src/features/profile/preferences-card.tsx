import { EXERCISE_FREQUENCIES, GOALS, PROFILE_SLEEP, type UserRecord } from '@haven/core';
import type { ProfileDraft } from './profile-draft';
import { selectedGoals, toggleGoal } from './profile-rules';

/** Preferences & Goals: sleep 1-24, the fixed exercise list, at most four goals. */
export function PreferencesCard({ user, draft, onDraft }: { user: UserRecord; draft: ProfileDraft | null; onDraft: (d: ProfileDraft) => void }) {
  const p = user.personalPreferences;
  const goals = selectedGoals(draft ? draft.personalGoals : p?.personalGoals);
  return (
    <section aria-labelledby="prefs-title" className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <h2 id="prefs-title" className="text-lg font-semibold text-slate-900">
        Preferences &amp; Goals
      </h2>
      {draft ? (
        <div className="mt-4 space-y-4">
          <div>
            <label htmlFor="profile-sleep" className="block text-sm font-medium text-slate-700">
              Sleep Hours
            </label>
            <input id="profile-sleep" type="number" min={PROFILE_SLEEP.min} max={PROFILE_SLEEP.max} value={draft.sleepHours} onChange={(e) => onDraft({ ...draft, sleepHours: e.target.value })} className="mt-1 w-32 rounded-xl border border-slate-300 px-3 py-2" />
          </div>
          <div>
            <label htmlFor="profile-exercise" className="block text-sm font-medium text-slate-700">
              Exercise Frequency
            </label>
            <select id="profile-exercise" value={draft.exerciseFrequency} onChange={(e) => onDraft({ ...draft, exerciseFrequency: e.target.value })} className="mt-1 w-full rounded-xl border border-slate-300 bg-white px-3 py-2 capitalize sm:w-64">
              <option value="">Not set</option>
              {EXERCISE_FREQUENCIES.map((f) => (
                <option key={f} value={f}>
                  {f}
                </option>
              ))}
            </select>
          </div>
          <fieldset>
            <legend className="text-sm font-medium text-slate-700">Goals (up to four)</legend>
            <div className="mt-2 flex flex-wrap gap-2">
              {GOALS.map((g) => {
                const on = goals.includes(g);
                return (
                  <button key={g} type="button" aria-pressed={on} onClick={() => onDraft({ ...draft, personalGoals: toggleGoal(draft.personalGoals, g) })} className={`rounded-full border px-3 py-1.5 text-sm ${on ? 'border-brand-600 bg-brand-50 text-brand-900' : 'border-slate-300 text-slate-800'}`}>
                    {g}
                  </button>
                );
              })}
            </div>
          </fieldset>
        </div>
      ) : (
        <dl className="mt-4 grid grid-cols-1 gap-3 text-sm sm:grid-cols-3">
          <div>
            <dt className="text-slate-600">Sleep Hours</dt>
            <dd className="font-medium text-slate-900">{p?.sleepHours ?? 'Not set'}</dd>
          </div>
          <div>
            <dt className="text-slate-600">Exercise Frequency</dt>
            <dd className="font-medium capitalize text-slate-900">{p?.exerciseFrequency || 'Not set'}</dd>
          </div>
          <div>
            <dt className="text-slate-600">Goals</dt>
            <dd className="font-medium text-slate-900">{goals.length ? goals.join(', ') : 'No goals selected'}</dd>
          </div>
        </dl>
      )}
    </section>
  );
}
