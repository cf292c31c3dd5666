import { Mic } from 'lucide-react';

/**
 * Where Voice Mode renders for premium users. Voice itself is built separately in ./voice/; until
 * it lands this slot says so. Replace the body with `<VoicePanel />` when it exists.
 */
export function VoiceSlot() {
  return (
    <section aria-label="Voice mode" className="flex flex-1 flex-col items-center justify-center gap-3 p-6 text-center text-slate-600">
      <span aria-hidden className="flex h-20 w-20 items-center justify-center rounded-full bg-brand-100 text-brand-800">
        <Mic className="h-8 w-8" />
      </span>
      <p>Voice mode is coming soon. Switch to Text Mode to continue your session.</p>
    </section>
  );
}
