import { Clock, Sparkles } from 'lucide-react';
import { MEDITATION_DEFAULTS, type Meditation } from '@haven/core';
import { GENERATE_NEW_MEDITATION_LABELS } from '@haven/core/meditation';
import { GuidedPlayer } from './guided-player';

/** 'Your Personalized Meditations': the current card with its player, and the six most recent. */
export function MeditationResults({
  shown,
  current,
  selectedIndex,
  onSelect,
  onUpdatePreferences,
  onGenerateNew,
  generatingNew,
  premium,
}: {
  shown: Meditation[];
  current: Meditation | null;
  selectedIndex: number;
  onSelect: (index: number) => void;
  onUpdatePreferences: () => void;
  onGenerateNew: () => void;
  generatingNew: boolean;
  premium: boolean;
}) {
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-xl font-semibold text-slate-900">Your Personalized Meditations</h2>
        <button
          type="button"
          onClick={onUpdatePreferences}
          className="rounded-lg border border-slate-300 bg-white px-4 py-2 text-sm font-medium text-slate-800 hover:bg-slate-50"
        >
          Update Preferences
        </button>
      </div>

      {current && (
        <article
          aria-labelledby="current-meditation-title"
          data-testid="current-meditation"
          className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
        >
          <h3 id="current-meditation-title" className="text-lg font-semibold text-slate-900">
            {current.title}
          </h3>
          <p className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-600">
            <span className="inline-flex items-center gap-1">
              <Clock aria-hidden className="h-4 w-4" />
              {current.duration || MEDITATION_DEFAULTS.duration}
            </span>
            <span>{current.type || MEDITATION_DEFAULTS.type}</span>
          </p>
          <p className="mt-3 whitespace-pre-line text-slate-800">{current.description}</p>
          <GuidedPlayer key={`${current.title}|${current.description.length}`} meditation={current} premium={premium} />
        </article>
      )}

      <section aria-labelledby="generated-title">
        <h3 id="generated-title" className="mb-3 text-lg font-semibold text-slate-900">
          Generated for You
        </h3>
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3" data-testid="generated-grid">
          {shown.map((m, i) => (
            <li key={`${i}-${m.title}`}>
              <button
                type="button"
                onClick={() => onSelect(i)}
                aria-pressed={i === selectedIndex}
                className="h-full w-full rounded-xl border border-slate-200 bg-white p-4 text-left hover:border-brand-500 aria-pressed:border-brand-600 aria-pressed:ring-2 aria-pressed:ring-brand-600"
              >
                <span className="block font-medium text-slate-900">{m.title}</span>
                <span className="mt-1 block text-sm text-slate-600">
                  {m.duration || MEDITATION_DEFAULTS.duration} · {m.type || MEDITATION_DEFAULTS.type}
                </span>
              </button>
            </li>
          ))}
        </ul>
      </section>

      <button
        type="button"
        onClick={onGenerateNew}
        disabled={generatingNew}
        aria-busy={generatingNew}
        className="inline-flex items-center gap-2 rounded-lg bg-brand-700 px-5 py-2.5 font-medium text-white hover:bg-brand-800 disabled:opacity-70"
      >
        <Sparkles aria-hidden className="h-4 w-4" />
        {generatingNew ? GENERATE_NEW_MEDITATION_LABELS.busy : GENERATE_NEW_MEDITATION_LABELS.idle}
      </button>
    </div>
  );
}
