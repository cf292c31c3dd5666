import { LifeBuoy, Phone } from 'lucide-react';
import { Link } from 'react-router';

export interface Helpline {
  name: string;
  phone?: string;
  sms?: string;
  url?: string;
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
          <li key={`${h.name}-${h.phone ?? h.url}`} className="text-sm">
            <span className="font-medium">{h.name}</span>
            {h.phone && (
              <a href={`tel:${h.phone.replace(/\s+/g, '')}`} className="ml-2 inline-flex items-center gap-1 font-semibold underline">
                <Phone aria-hidden className="h-4 w-4" /> {h.phone}
              </a>
            )}
            {h.sms && <span className="ml-2">Text {h.sms}</span>}
            {h.url && (
              <a href={h.url} target="_blank" rel="noreferrer" className="ml-2 underline">
                {h.url.replace(/^https?:\/\//, '')}
              </a>
            )}
          </li>
        ))}
      </ul>
      <Link to="/safety" className="mt-3 inline-block text-sm font-medium underline">
        How Haven handles a crisis
      </Link>
    </section>
  );
}
