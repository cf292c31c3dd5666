import { Flower2 } from 'lucide-react';
import { AiDisclosure } from '../../components/safety/ai-disclosure';
import { CapNotice } from '../../components/billing/cap-notice';
import { InlineAlert } from '../../components/ui/inline-alert';
import { MeditationPreferencesForm } from './meditation-preferences-form';
import { MeditationResults } from './meditation-results';
import { useMeditations } from './use-meditations';

export default function MeditationPage() {
  const m = useMeditations();
  return (
    <main id="main" className="mx-auto max-w-4xl space-y-4 px-4 py-6">
      <header className="flex items-center gap-3">
        <span aria-hidden className="flex h-11 w-11 items-center justify-center rounded-full bg-brand-100 text-brand-800">
          <Flower2 className="h-6 w-6" />
        </span>
        <h1 className="text-2xl font-semibold text-slate-900">AI Meditations</h1>
      </header>
      <AiDisclosure />
      <InlineAlert message={m.alert} onDismiss={m.dismissAlert} />
      {m.capped && <CapNotice feature="meditation" onDismiss={m.dismissCap} />}
      {m.view === 'loading' && (
        <p role="status" className="text-slate-600">
          Loading...
        </p>
      )}
      {m.view === 'form' && (
        <MeditationPreferencesForm
          defaults={m.savedPrefs}
          phase={m.phase}
          onSave={(p) => void m.savePreferences(p)}
          onCancel={m.cancelEditing}
        />
      )}
      {m.view === 'results' && (
        <MeditationResults
          shown={m.shown}
          current={m.current}
          selectedIndex={m.selectedIndex}
          onSelect={m.select}
          onUpdatePreferences={m.editPreferences}
          onGenerateNew={() => void m.generateNew()}
          generatingNew={m.generatingNew}
          premium={m.premium}
        />
      )}
    </main>
  );
}
