import { Sun } from 'lucide-react';
import { AiDisclosure } from '../../components/safety/ai-disclosure';
import { CapNotice } from '../../components/billing/cap-notice';
import { InlineAlert } from '../../components/ui/inline-alert';
import { AffirmationPreferencesCard } from './affirmation-preferences-card';
import { AffirmationResults } from './affirmation-results';
import { useAffirmations } from './use-affirmations';

export default function AffirmationPage() {
  const a = useAffirmations();
  return (
    <main id="main" className="mx-auto max-w-3xl space-y-4 px-4 py-6">
      <header className="flex items-center gap-3">
        <span aria-hidden className="flex h-11 w-11 items-center justify-center rounded-full bg-brand-100 text-brand-800">
          <Sun className="h-6 w-6" />
        </span>
        <h1 className="text-2xl font-semibold text-slate-900">AI Affirmations</h1>
      </header>
      <AiDisclosure />
      <InlineAlert message={a.alert} onDismiss={a.dismissAlert} />
      {a.capped && <CapNotice feature="affirmation" onDismiss={a.dismissCap} />}
      {a.view === 'loading' && (
        <p role="status" className="text-slate-600">
          Loading...
        </p>
      )}
      {a.view === 'form' && (
        <AffirmationPreferencesCard
          defaults={a.prefs}
          phase={a.phase}
          onSave={(p) => void a.savePreferences(p)}
          onCancel={a.cancelEditing}
        />
      )}
      {a.view === 'results' && a.prefs && (
        <AffirmationResults
          prefs={a.prefs}
          shown={a.shown}
          favourites={a.favourites}
          onToggleFavourite={(t) => void a.toggleFavourite(t)}
          signInPrompt={a.signInPrompt}
          onUpdatePreferences={a.editPreferences}
          onGenerateNew={() => void a.generateNew()}
          generatingNew={a.generatingNew}
        />
      )}
    </main>
  );
}
