import { Collapsible } from 'radix-ui';
import { ChevronDown, Info } from 'lucide-react';
import { useEffect, useState } from 'react';
import { storage } from '../../lib/storage';
import { AiDisclosure } from './ai-disclosure';
import { GetHelpButton } from './get-help-button';

const SEEN_KEY = 'aiDisclosureSeen';

/**
 * The AI disclosure on a conversation screen, phone first: in full on first use and whenever the
 * server says it is due (`due`), otherwise one line, "AI, not a clinician · Get help", that opens
 * the full text on tap, so the messages get the height.
 */
export function CompactDisclosure({ due }: { due: boolean }) {
  const [open, setOpen] = useState(() => due || !storage.get(SEEN_KEY));
  useEffect(() => {
    if (due) setOpen(true);
  }, [due]);
  useEffect(() => {
    if (open) storage.set(SEEN_KEY, 'true');
  }, [open]);

  return (
    <Collapsible.Root open={open} onOpenChange={setOpen} data-testid="compact-disclosure">
      <div className="flex items-center justify-between gap-2 rounded-lg bg-slate-100 px-3 py-1.5 text-xs text-slate-700">
        <Collapsible.Trigger className="flex min-h-8 items-center gap-1.5 font-medium hover:underline focus-visible:outline-2 focus-visible:outline-brand-700">
          <Info aria-hidden className="h-4 w-4 shrink-0" />
          AI, not a clinician
          <ChevronDown aria-hidden className={`h-4 w-4 transition-transform ${open ? 'rotate-180' : ''}`} />
          <span className="sr-only">{open ? '(hide details)' : '(show details)'}</span>
        </Collapsible.Trigger>
        {/* Opens the help lines in place (issue 18); the dialog links on to /safety. */}
        <GetHelpButton />
      </div>
      <Collapsible.Content className="mt-1">
        <AiDisclosure emphasized={due} withHelp={false} />
      </Collapsible.Content>
    </Collapsible.Root>
  );
}
