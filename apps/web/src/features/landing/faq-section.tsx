import { Accordion } from 'radix-ui';
import { ChevronDown, Search } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { FAQS, filterFaqs } from './faq-data';

export function FaqSection() {
  const [search, setSearch] = useState('');
  const searchId = useId();
  const input = useRef<HTMLInputElement>(null);
  // The landing page is prerendered and the app arrives on the first interaction: whatever the
  // person typed before it took over is still in the box, so apply it once hydrated.
  useEffect(() => {
    const typed = input.current?.value ?? '';
    if (typed) setSearch(typed);
  }, []);
  const visible = filterFaqs(FAQS, search);
  return (
    <div className="mx-auto max-w-3xl px-4 py-16">
      <h2 className="text-3xl font-semibold text-slate-900">Frequently asked questions</h2>
      <label htmlFor={searchId} className="mt-6 block text-sm font-medium text-slate-700">
        Search questions
      </label>
      <div className="relative mt-2">
        <Search aria-hidden className="pointer-events-none absolute left-3 top-1/2 h-4 w-4 -translate-y-1/2 text-slate-500" />
        <input
          id={searchId}
          ref={input}
          type="search"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          placeholder="e.g. refund, privacy, sessions"
          className="w-full rounded-xl border border-slate-300 bg-white py-3 pl-9 pr-3 text-slate-900 placeholder:text-slate-500"
        />
      </div>
      <p className="sr-only" aria-live="polite">
        {visible.length} of {FAQS.length} questions shown
      </p>
      {visible.length === 0 ? (
        <p className="mt-6 text-slate-600">No questions match your search.</p>
      ) : (
        <Accordion.Root type="single" collapsible className="mt-6 divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white">
          {visible.map((f) => (
            <Accordion.Item key={f.question} value={f.question}>
              <Accordion.Header>
                <Accordion.Trigger className="group flex w-full items-center justify-between gap-4 px-5 py-4 text-left font-medium text-slate-900">
                  {f.question}
                  <ChevronDown aria-hidden className="h-5 w-5 shrink-0 text-slate-500 transition-transform group-data-[state=open]:rotate-180" />
                </Accordion.Trigger>
              </Accordion.Header>
              <Accordion.Content forceMount className="px-5 pb-4 leading-relaxed text-slate-700 data-[state=closed]:hidden">{f.answer}</Accordion.Content>
            </Accordion.Item>
          ))}
        </Accordion.Root>
      )}
    </div>
  );
}
