import { FALLBACK_HELPLINE, HELPLINES_BY_COUNTRY } from '@haven/core/safety';
import { LifeBuoy, ShieldCheck } from 'lucide-react';
import { HelplineItem } from '../../components/safety/get-help-panel';
import { usePageTitle } from '../../lib/page-meta';
import { EMERGENCY_TEXT, PROTOCOL_STEPS, SAFETY_INTRO } from './safety-protocol';

export default function SafetyPage() {
  usePageTitle('/safety');
  return (
    <main id="main" className="mx-auto max-w-3xl px-4 py-12 md:py-16">
      <h1 className="text-3xl font-semibold text-slate-900 md:text-4xl">Safety and crisis support</h1>
      <p className="mt-4 leading-relaxed text-slate-700">{SAFETY_INTRO}</p>

      <p role="note" className="mt-6 flex items-start gap-3 rounded-xl border border-rose-300 bg-rose-50 p-4 font-medium text-rose-950">
        <LifeBuoy aria-hidden className="mt-0.5 h-5 w-5 shrink-0" />
        <span>{EMERGENCY_TEXT}</span>
      </p>

      <section aria-labelledby="helplines-title" className="mt-10">
        <h2 id="helplines-title" className="text-2xl font-semibold text-slate-900">
          Help lines
        </h2>
        <p className="mt-2 text-slate-700">Free, confidential support from trained people. These are the same numbers Haven shows in a crisis.</p>
        <ul className="mt-4 grid gap-3 sm:grid-cols-2">
          {HELPLINES_BY_COUNTRY.map((c) => (
            <li key={c.country} className="rounded-xl border border-slate-200 bg-white p-4">
              <h3 className="font-semibold text-slate-900">{c.countryName}</h3>
              <ul className="mt-2 flex flex-col gap-2">
                {c.lines.map((line) => (
                  <HelplineItem key={`${line.name}-${line.phone}`} helpline={line} />
                ))}
              </ul>
            </li>
          ))}
          <li className="rounded-xl border border-slate-200 bg-white p-4 sm:col-span-2">
            <h3 className="font-semibold text-slate-900">Anywhere else</h3>
            <ul className="mt-2">
              <HelplineItem helpline={FALLBACK_HELPLINE} />
            </ul>
          </li>
        </ul>
      </section>

      <section aria-labelledby="protocol-title" className="mt-12">
        <h2 id="protocol-title" className="flex items-center gap-2 text-2xl font-semibold text-slate-900">
          <ShieldCheck aria-hidden className="h-6 w-6" /> What Haven does in a crisis
        </h2>
        <ol className="mt-4 flex list-decimal flex-col gap-4 pl-6 text-slate-700 marker:font-semibold">
          {PROTOCOL_STEPS.map((step) => (
            <li key={step.title}>
              <h3 className="font-semibold text-slate-900">{step.title}</h3>
              <p className="mt-1 leading-relaxed">{step.text}</p>
            </li>
          ))}
        </ol>
      </section>
    </main>
  );
}
