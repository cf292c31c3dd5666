import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import {
  MEDITATION_FREQUENCIES,
  MEDITATION_GOALS,
  MEDITATION_LENGTHS,
  MEDITATION_SAVE_LABELS,
  MEDITATION_TIMES,
  MEDITATION_TYPES,
  meditationPreferencesSchema,
  type MeditationPreferences,
} from '@haven/core/meditation';
import { ChoiceGroup } from '../../components/ui/choice-group';
import type { SavePhase } from './use-meditations';

/** All five fields are required (spec 5); the same zod schema checks them on the server. */
export function MeditationPreferencesForm({
  defaults,
  phase,
  onSave,
  onCancel,
}: {
  defaults?: MeditationPreferences;
  phase: SavePhase;
  onSave: (prefs: MeditationPreferences) => void;
  onCancel?: () => void;
}) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({ resolver: zodResolver(meditationPreferencesSchema), defaultValues: defaults ?? { meditationGoals: [] } });
  const busy = phase !== 'idle';

  return (
    <form
      noValidate
      onSubmit={handleSubmit(onSave)}
      aria-labelledby="meditation-prefs-title"
      className="space-y-6 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <h2 id="meditation-prefs-title" className="text-lg font-semibold text-slate-900">
        Your meditation preferences
      </h2>
      <ChoiceGroup
        legend="How often do you meditate?"
        name="oftenMeditate"
        type="radio"
        options={MEDITATION_FREQUENCIES}
        register={register('oftenMeditate')}
        error={errors.oftenMeditate?.message}
      />
      <ChoiceGroup
        legend="What are your meditation goals?"
        name="meditationGoals"
        type="checkbox"
        options={MEDITATION_GOALS}
        register={register('meditationGoals')}
        error={errors.meditationGoals?.message ?? errors.meditationGoals?.root?.message}
      />
      <ChoiceGroup
        legend="When do you prefer to meditate?"
        name="preferredTime"
        type="radio"
        options={MEDITATION_TIMES}
        register={register('preferredTime')}
        error={errors.preferredTime?.message}
      />
      <ChoiceGroup
        legend="Session length"
        name="medSessionLength"
        type="radio"
        options={MEDITATION_LENGTHS}
        register={register('medSessionLength')}
        error={errors.medSessionLength?.message}
      />
      <ChoiceGroup
        legend="Meditation type"
        name="preferredMeditationType"
        type="radio"
        options={MEDITATION_TYPES}
        register={register('preferredMeditationType')}
        error={errors.preferredMeditationType?.message}
      />
      <div className="flex flex-wrap gap-3">
        <button
          type="submit"
          disabled={busy}
          aria-busy={busy}
          data-testid="meditation-save"
          className="rounded-lg bg-brand-700 px-5 py-2.5 font-medium text-white hover:bg-brand-800 disabled:opacity-70"
        >
          {MEDITATION_SAVE_LABELS[phase === 'idle' ? 'idle' : phase]}
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
