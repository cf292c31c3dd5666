import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import {
  AFFIRMATION_SAVE_LABELS,
  AFFIRMATION_STYLES,
  AFFIRMATION_STYLE_LABELS,
  AFFIRMATION_THEMES,
  AFFIRMATION_THEME_LABELS,
  affirmationPreferencesSchema,
  type AffirmationPreferences,
} from '@haven/core/affirmation';
import { ChoiceGroup } from '../../components/ui/choice-group';
import type { AffirmationPhase } from './use-affirmations';

const themes = AFFIRMATION_THEMES.map((value) => ({ value, label: AFFIRMATION_THEME_LABELS[value] }));
const styles = AFFIRMATION_STYLES.map((value) => ({ value, label: AFFIRMATION_STYLE_LABELS[value] }));

/** Theme and style, both required (spec 5). */
export function AffirmationPreferencesCard({
  defaults,
  phase,
  onSave,
  onCancel,
}: {
  defaults?: AffirmationPreferences;
  phase: AffirmationPhase;
  onSave: (prefs: AffirmationPreferences) => void;
  onCancel?: () => void;
}) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({ resolver: zodResolver(affirmationPreferencesSchema), defaultValues: defaults });
  const busy = phase !== 'idle';
  return (
    <form
      noValidate
      onSubmit={handleSubmit(onSave)}
      aria-labelledby="affirmation-prefs-title"
      className="space-y-6 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <h2 id="affirmation-prefs-title" className="text-lg font-semibold text-slate-900">
        Your affirmation preferences
      </h2>
      <ChoiceGroup
        legend="Theme"
        name="affirmationTheme"
        type="radio"
        options={themes}
        register={register('affirmationTheme')}
        error={errors.affirmationTheme?.message}
      />
      <ChoiceGroup
        legend="Style"
        name="preferredAffirmation"
        type="radio"
        options={styles}
        register={register('preferredAffirmation')}
        error={errors.preferredAffirmation?.message}
      />
      <div className="flex flex-wrap gap-3">
        <button
          type="submit"
          disabled={busy}
          aria-busy={busy}
          data-testid="affirmation-save"
          className="rounded-lg bg-brand-700 px-5 py-2.5 font-medium text-white hover:bg-brand-800 disabled:opacity-70"
        >
          {AFFIRMATION_SAVE_LABELS[phase]}
        </button>
        {onCancel && !busy && (
          <button
            type="button"
            onClick={onCancel}
            className="rounded-lg border border-slate-300 px-5 py-2.5 font-medium text-slate-800 hover:bg-slate-50"
          >
            Cancel
          </button>
        )}
      </div>
    </form>
  );
}
