import { useState, type FormEvent } from 'react';
import { PREMIUM_CREDIT_RULE, THERAPY_ERRORS, THERAPY_LANGUAGES, THERAPY_MOODS, THERAPY_TOPICS, THERAPY_TYPES, moodDisplay, type TherapyStart } from '@haven/core';
import { CapNotice } from '../../components/billing/cap-notice';
import { AiDisclosure } from '../../components/safety/ai-disclosure';
import { ChoiceField } from './choice-field';

function moodOption(mood: string) {
  if (mood === 'not-sure') return { label: 'Not Sure', emoji: '🤔' };
  const d = moodDisplay(mood);
  return { label: d.label, emoji: d.emoji };
}

export function SetupView({ starting, onStart, isPremium, capped = false }: { starting: boolean; onStart: (input: TherapyStart) => void; isPremium: boolean; capped?: boolean }) {
  const [mood, setMood] = useState('');
  const [therapyType, setTherapyType] = useState('');
  const [topic, setTopic] = useState('');
  const [language, setLanguage] = useState('');
  const [error, setError] = useState<string | null>(null);
  const complete = Boolean(mood && therapyType.trim() && topic.trim() && language.trim());

  function submit(e: FormEvent) {
    e.preventDefault();
    if (!complete) return setError(THERAPY_ERRORS.setupIncomplete);
    setError(null);
    onStart({ mood: mood as TherapyStart['mood'], therapyType: therapyType.trim(), topic: topic.trim(), language: language.trim() });
  }

  return (
    <main id="main" className="mx-auto max-w-2xl px-4 py-8">
      <h1 className="text-2xl font-semibold text-slate-900 sm:text-3xl">AI Therapy Session</h1>
      <div className="mt-4">
        <AiDisclosure />
      </div>
      <form onSubmit={submit} className="mt-6 flex flex-col gap-5 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6" noValidate>
        <fieldset>
          <legend className="text-sm font-medium text-slate-800">How are you feeling?</legend>
          <div role="radiogroup" className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-4">
            {THERAPY_MOODS.map((m) => {
              const o = moodOption(m);
              return (
                <label
                  key={m}
                  className={`flex cursor-pointer items-center gap-2 rounded-lg border px-3 py-2 text-sm has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-600 ${mood === m ? 'border-brand-700 bg-brand-50 font-medium' : 'border-slate-300 bg-white'}`}
                >
                  <input type="radio" name="mood" value={m} checked={mood === m} onChange={() => setMood(m)} className="sr-only" />
                  <span aria-hidden>{o.emoji}</span> {o.label}
                </label>
              );
            })}
          </div>
        </fieldset>
        <ChoiceField label="Therapy type" value={therapyType} onChange={setTherapyType} options={THERAPY_TYPES} placeholder="Pick or type a therapy type" />
        <ChoiceField label="Session topic" value={topic} onChange={setTopic} options={THERAPY_TOPICS} placeholder="Pick or type a topic" />
        <ChoiceField label="Language" value={language} onChange={setLanguage} options={THERAPY_LANGUAGES} placeholder="Pick or type a language" />
        {capped && <CapNotice feature="therapy" />}
        {error && (
          <p role="alert" className="text-sm text-rose-700">
            {error}
          </p>
        )}
        {isPremium && (
          <p id="therapy-credit-rule" className="text-sm text-slate-700">
            {PREMIUM_CREDIT_RULE}
          </p>
        )}
        <button
          type="submit"
          aria-describedby={isPremium ? 'therapy-credit-rule' : undefined}
          disabled={!complete || starting}
          className="rounded-xl bg-brand-700 px-4 py-3 font-semibold text-white hover:bg-brand-800 disabled:cursor-not-allowed disabled:opacity-50"
        >
          {starting ? 'Starting therapy session...' : 'Begin Therapy Session'}
        </button>
      </form>
    </main>
  );
}
