import { EMPTY_GOALS, EXERCISE_FREQUENCIES, GOALS, ONBOARDING_MOODS, ONBOARDING_SLEEP, ONBOARDING_STEPS, PROFILE_MOODS, type PersonalGoals, type UserRecord } from '@haven/core';
import { useState } from 'react';
import { api } from '../../lib/api-client';
import { enterLoggedIn, storeIdentity } from '../../lib/auth-session';
import { storage } from '../../lib/storage';
import { parseSleepHours, selectedGoals, toggleGoal } from './profile-rules';

const pill = 'rounded-full border px-4 py-2 text-sm font-medium transition-colors focus-visible:ring-2 focus-visible:ring-brand-600';
const pillOn = 'border-brand-600 bg-brand-50 text-brand-900';
const pillOff = 'border-slate-300 bg-white text-slate-800 hover:border-brand-500';

export default function OnboardingPage() {
  const [step, setStep] = useState(1);
  const [profession, setProfession] = useState('');
  const [mood, setMood] = useState('');
  const [goals, setGoals] = useState<PersonalGoals>(EMPTY_GOALS);
  const [sleep, setSleep] = useState('');
  const [exercise, setExercise] = useState('');
  const [saving, setSaving] = useState(false);

  // Spec 5: Continue disabled on step 1 without a profession, 2 without a mood, 3 with no goal,
  // 4 without sleep hours (0-24). Save disabled until an exercise frequency, or while saving.
  const canContinue =
    (step === 1 && profession.trim().length > 0) || (step === 2 && mood !== '') || (step === 3 && selectedGoals(goals).length > 0) || (step === 4 && parseSleepHours(sleep, ONBOARDING_SLEEP) !== null);

  async function save() {
    const userId = storage.get('userId');
    const token = storage.get('token');
    if (!userId || !token) {
      console.warn('onboarding: no user id');
      return;
    }
    setSaving(true);
    try {
      await api(`/auth/editProfile/${userId}`, {
        method: 'PUT',
        body: { profession: profession.trim(), mood, personalGoals: goals, sleepHours: parseSleepHours(sleep, ONBOARDING_SLEEP), exerciseFrequency: exercise },
      });
      const { user } = await api<{ user: UserRecord }>(`/auth/isUnpaid/${userId}`, { method: 'PUT', body: { isPreferences: 'true' } });
      storeIdentity(token, user);
      enterLoggedIn();
      // Spec 4: /pricing when the free therapy was already used as a visitor, else /profile; then reload.
      window.location.assign(storage.get('freeTherapy') ? '/pricing' : '/profile');
    } catch (err) {
      console.warn('onboarding save failed', err);
      setSaving(false);
    }
  }

  return (
    <main id="main" className="flex min-h-screen items-center justify-center bg-gradient-to-b from-brand-50 to-white px-4 py-10">
      <div className="w-full max-w-lg rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        <p className="text-sm font-medium text-brand-700">
          Step {step} of {ONBOARDING_STEPS}
        </p>
        <div className="mt-2 h-2 rounded-full bg-slate-100" role="progressbar" aria-label="Onboarding progress" aria-valuemin={1} aria-valuemax={ONBOARDING_STEPS} aria-valuenow={step}>
          <div className="h-2 rounded-full bg-brand-600 transition-all" style={{ width: `${(step / ONBOARDING_STEPS) * 100}%` }} />
        </div>

        <div className="mt-6 min-h-56">
          {step === 1 && (
            <StepFrame title="What is your profession?" htmlFor="onboarding-profession">
              <input id="onboarding-profession" value={profession} onChange={(e) => setProfession(e.target.value)} placeholder="e.g. Teacher" className="w-full rounded-xl border border-slate-300 px-3 py-2.5" />
            </StepFrame>
          )}
          {step === 2 && (
            <StepFrame title="How are you feeling today?">
              <div role="radiogroup" aria-label="Mood" className="flex flex-wrap gap-2">
                {ONBOARDING_MOODS.map((value) => {
                  const m = PROFILE_MOODS.find((p) => p.value === value)!;
                  return (
                    <button key={value} type="button" role="radio" aria-checked={mood === value} onClick={() => setMood(value)} className={`${pill} ${mood === value ? pillOn : pillOff}`}>
                      <span aria-hidden>{m.emoji}</span> {m.label}
                    </button>
                  );
                })}
              </div>
            </StepFrame>
          )}
          {step === 3 && (
            <StepFrame title="What are your goals?" hint="Choose up to four.">
              <div className="flex flex-wrap gap-2">
                {GOALS.map((goal) => {
                  const on = selectedGoals(goals).includes(goal);
                  return (
                    <button key={goal} type="button" aria-pressed={on} onClick={() => setGoals((g) => toggleGoal(g, goal))} className={`${pill} ${on ? pillOn : pillOff}`}>
                      {goal}
                    </button>
                  );
                })}
              </div>
            </StepFrame>
          )}
          {step === 4 && (
            <StepFrame title="How many hours do you sleep?" htmlFor="onboarding-sleep">
              <input id="onboarding-sleep" type="number" inputMode="numeric" min={ONBOARDING_SLEEP.min} max={ONBOARDING_SLEEP.max} value={sleep} onChange={(e) => setSleep(e.target.value)} className="w-40 rounded-xl border border-slate-300 px-3 py-2.5" />
            </StepFrame>
          )}
          {step === 5 && (
            <StepFrame title="How often do you exercise?">
              <div role="radiogroup" aria-label="Exercise frequency" className="flex flex-wrap gap-2">
                {EXERCISE_FREQUENCIES.map((f) => (
                  <button key={f} type="button" role="radio" aria-checked={exercise === f} onClick={() => setExercise(f)} className={`${pill} capitalize ${exercise === f ? pillOn : pillOff}`}>
                    {f}
                  </button>
                ))}
              </div>
            </StepFrame>
          )}
        </div>

        <div className="mt-6 flex justify-between gap-3">
          <button type="button" onClick={() => setStep((s) => s - 1)} disabled={step === 1} className="rounded-xl border border-slate-300 px-5 py-2.5 font-medium text-slate-800 disabled:opacity-50">
            Back
          </button>
          {step < ONBOARDING_STEPS ? (
            <button type="button" onClick={() => setStep((s) => s + 1)} disabled={!canContinue} className="rounded-xl bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800 disabled:opacity-50">
              Continue
            </button>
          ) : (
            <button type="button" onClick={save} disabled={!exercise || saving} className="rounded-xl bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800 disabled:opacity-50">
              {saving ? 'Saving...' : 'Save Preferences'}
            </button>
          )}
        </div>
      </div>
    </main>
  );
}

function StepFrame({ title, hint, htmlFor, children }: { title: string; hint?: string; htmlFor?: string; children: React.ReactNode }) {
  const Heading = htmlFor ? 'label' : 'h2';
  return (
    <section>
      <Heading {...(htmlFor ? { htmlFor } : {})} className="block text-xl font-semibold text-slate-900">
        {title}
      </Heading>
      {hint && <p className="mt-1 text-sm text-slate-600">{hint}</p>}
      <div className="mt-4">{children}</div>
    </section>
  );
}
