import { Heart, Lightbulb, Sparkles } from 'lucide-react';
import { Link } from 'react-router';
import { AFFIRMATION_STYLE_LABELS, AFFIRMATION_THEME_LABELS, AFFIRMATION_TIPS, type AffirmationPreferences } from '@haven/core/affirmation';

/** 'Your Daily Affirmations': the last four, each with a favourite toggle, and the tips card. */
export function AffirmationResults({
  prefs,
  shown,
  favourites,
  onToggleFavourite,
  signInPrompt,
  onUpdatePreferences,
  onGenerateNew,
  generatingNew,
}: {
  prefs: AffirmationPreferences;
  shown: string[];
  favourites: Set<string>;
  onToggleFavourite: (text: string) => void;
  signInPrompt: boolean;
  onUpdatePreferences: () => void;
  onGenerateNew: () => void;
  generatingNew: boolean;
}) {
  return (
    <div className="space-y-6">
      <section aria-labelledby="daily-title" className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div>
            <h2 id="daily-title" className="text-xl font-semibold text-slate-900">
              Your Daily Affirmations
            </h2>
            <p className="mt-1 text-sm text-slate-600">
              Theme: <span className="font-medium text-slate-800">{AFFIRMATION_THEME_LABELS[prefs.affirmationTheme]}</span> · Style:{' '}
              <span className="font-medium text-slate-800">{AFFIRMATION_STYLE_LABELS[prefs.preferredAffirmation]}</span>
            </p>
          </div>
          <button
            type="button"
            onClick={onUpdatePreferences}
            className="rounded-lg border border-slate-300 bg-white px-4 py-2 text-sm font-medium text-slate-800 hover:bg-slate-50"
          >
            Update Preferences
          </button>
        </div>
        <ul className="mt-4 space-y-3" data-testid="affirmation-list">
          {shown.map((text, i) => {
            const fav = favourites.has(text);
            return (
              <li key={`${i}-${text}`} className="flex items-start gap-3 rounded-xl bg-brand-50 p-3">
                <p className="flex-1 text-slate-800">{text}</p>
                <button
                  type="button"
                  aria-pressed={fav}
                  aria-label={`Favourite affirmation ${i + 1}`}
                  onClick={() => onToggleFavourite(text)}
                  className="rounded-full p-2 text-rose-600 hover:bg-rose-50"
                >
                  <Heart aria-hidden className="h-5 w-5" fill={fav ? 'currentColor' : 'none'} />
                </button>
              </li>
            );
          })}
        </ul>
        {signInPrompt && (
          <p role="status" className="mt-3 text-sm text-slate-700">
            <Link to="/login" className="font-medium text-brand-700 underline">
              Sign in
            </Link>{' '}
            to save your favourite affirmations.
          </p>
        )}
        <button
          type="button"
          onClick={onGenerateNew}
          disabled={generatingNew}
          aria-busy={generatingNew}
          className="mt-4 inline-flex items-center gap-2 rounded-lg bg-brand-700 px-5 py-2.5 font-medium text-white hover:bg-brand-800 disabled:opacity-70"
        >
          <Sparkles aria-hidden className="h-4 w-4" />
          {generatingNew ? 'Generating Affirmations...' : 'Generate New Affirmations'}
        </button>
      </section>
      <section aria-labelledby="tips-title" className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
        <h2 id="tips-title" className="flex items-center gap-2 text-lg font-semibold text-slate-900">
          <Lightbulb aria-hidden className="h-5 w-5 text-amber-500" /> Tips for Using Affirmations
        </h2>
        <ul className="mt-3 list-disc space-y-1 pl-5 text-slate-700">
          {AFFIRMATION_TIPS.map((tip) => (
            <li key={tip}>{tip}</li>
          ))}
        </ul>
      </section>
    </div>
  );
}
