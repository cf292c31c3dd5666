import type { Helpline } from '@haven/core/safety';
import { LifeBuoy, MessageSquare, Phone } from 'lucide-react';
import { Link } from 'react-router';

export type { Helpline };

/** One help line with tap-to-call, tap-to-text and web links (shared by the panel and /safety). */
export function HelplineItem({ helpline: h }: { helpline: Helpline }) {
  return (
    <li className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
      {h.country && (
        <span className="rounded bg-white/70 px-1.5 py-0.5 text-xs font-semibold uppercase tracking-wide ring-1 ring-current/20">
          {h.country}
        </span>
      )}
      <span className="font-medium">{h.name}</span>
      {h.phone && (
        <a
          href={`tel:${h.phone.replace(/[^\d+]/g, '')}`}
          aria-label={`Call ${h.name}${h.country ? ` (${h.country})` : ''} on ${h.phone}`}
          className="inline-flex items-center gap-1 font-semibold underline"
        >
          <Phone aria-hidden className="h-4 w-4" /> {h.phone}
        </a>
      )}
      {h.sms && (
        <a
          href={`sms:${h.sms.replace(/[^\d+]/g, '')}`}
          aria-label={`Text ${h.name}${h.country ? ` (${h.country})` : ''} on ${h.sms}`}
          className="inline-flex items-center gap-1 underline"
        >
          <MessageSquare aria-hidden className="h-4 w-4" /> Text {h.sms}
        </a>
      )}
      {h.url && (
        <a href={h.url} target="_blank" rel="noreferrer" className="underline">
          {h.url.replace(/^https?:\/\/(www\.)?/, '')}
        </a>
      )}
    </li>
  );
}

/**
 * The persistent "Get help now" panel shown after a crisis turn (DESIGN.md 4). It stays until the
 * page is left; it is never dismissed by the next message.
 */
export function GetHelpPanel({ helplines }: { helplines: Helpline[] }) {
  return (
    <section role="alert" aria-labelledby="get-help-title" className="rounded-xl border border-rose-300 bg-rose-50 p-4 text-rose-950">
      <h2 id="get-help-title" className="flex items-center gap-2 text-lg font-semibold">
        <LifeBuoy aria-hidden className="h-5 w-5" /> Get help now
      </h2>
      <p className="mt-1 text-sm">
        You deserve support from a real person right now. If you are in immediate danger, call your local emergency number.
      </p>
      <ul className="mt-3 flex flex-col gap-2">
        {helplines.map((h) => (
          <HelplineItem key={`${h.country ?? ''}-${h.name}-${h.phone ?? h.url}`} helpline={h} />
        ))}
      </ul>
      <Link to="/safety" className="mt-3 inline-block text-sm font-medium underline">
        How Haven handles a crisis
      </Link>
    </section>
  );
}
