import { Info } from 'lucide-react';
import { AI_DISCLOSURE_TEXT } from '@haven/core';
import { GetHelpButton } from './get-help-button';

/** The plain statement that the user talks to an AI, shown on every AI screen (DESIGN.md 4). */
export function AiDisclosure({ emphasized = false, withHelp = true }: { emphasized?: boolean; withHelp?: boolean }) {
  return (
    <div
      role="note"
      data-testid="ai-disclosure"
      className={`flex items-start gap-2 rounded-lg px-3 py-2 text-xs ${emphasized ? 'border border-amber-300 bg-amber-50 text-amber-950' : 'bg-slate-100 text-slate-600'}`}
    >
      <Info aria-hidden className="mt-0.5 h-4 w-4 shrink-0" />
      <span className="flex-1">{AI_DISCLOSURE_TEXT}</span>
      {/* The control the text names: always here, not only after a crisis message (a host that
          shows its own Get help beside the disclosure passes withHelp={false}). */}
      {withHelp && <GetHelpButton />}
    </div>
  );
}
