import { Crown, Keyboard, Mic } from 'lucide-react';

export type SessionMode = 'text' | 'voice';

/** Voice Mode (premium, with its crown) and Text Mode. Non-premium users tapping Voice go to pricing. */
export function ModeToggle(props: { mode: SessionMode; onChange: (mode: SessionMode) => void }) {
  const base = 'flex flex-1 items-center justify-center gap-2 rounded-lg px-3 py-2 text-sm font-medium';
  return (
    <div role="group" aria-label="Session mode" className="mx-4 mt-3 flex gap-1 rounded-xl bg-slate-200 p-1">
      <button type="button" aria-pressed={props.mode === 'voice'} onClick={() => props.onChange('voice')} className={`${base} ${props.mode === 'voice' ? 'bg-white shadow-sm' : 'text-slate-700'}`}>
        <Mic aria-hidden className="h-4 w-4" /> Voice Mode <Crown aria-label="Premium" className="h-4 w-4 text-amber-500" />
      </button>
      <button type="button" aria-pressed={props.mode === 'text'} onClick={() => props.onChange('text')} className={`${base} ${props.mode === 'text' ? 'bg-white shadow-sm' : 'text-slate-700'}`}>
        <Keyboard aria-hidden className="h-4 w-4" /> Text Mode
      </button>
    </div>
  );
}
