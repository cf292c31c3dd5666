import { Accordion } from 'radix-ui';
import { ChevronDown } from 'lucide-react';
import type { ReactNode } from 'react';

export interface PolicySection {
  id: string;
  title: string;
  paragraphs: string[];
}

/**
 * A policy as Radix accordion sections. Content is force-mounted (hidden while closed) so the full
 * text is in the prerendered HTML for search engines and find-in-page.
 */
export function PolicyDocument({
  title,
  updated,
  intro,
  sections,
  children,
}: {
  title: string;
  updated?: string;
  intro: string;
  sections: PolicySection[];
  children?: ReactNode;
}) {
  return (
    <main id="main" className="mx-auto max-w-3xl px-4 py-12 md:py-16">
      <h1 className="text-3xl font-semibold text-slate-900 md:text-4xl">{title}</h1>
      {updated && <p className="mt-2 text-sm text-slate-600">Last updated {updated}</p>}
      <p className="mt-4 leading-relaxed text-slate-700">{intro}</p>
      <Accordion.Root
        type="multiple"
        defaultValue={[sections[0].id]}
        className="mt-8 divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white"
      >
        {sections.map((s) => (
          <Accordion.Item key={s.id} value={s.id}>
            {/* Sections sit directly under the page's h1: h2, not Radix's default h3 (heading order). */}
            <Accordion.Header asChild>
              <h2>
                <Accordion.Trigger className="group flex w-full items-center justify-between gap-4 px-5 py-4 text-left font-medium text-slate-900">
                  {s.title}
                  <ChevronDown
                    aria-hidden
                    className="h-5 w-5 shrink-0 text-slate-500 transition-transform group-data-[state=open]:rotate-180"
                  />
                </Accordion.Trigger>
              </h2>
            </Accordion.Header>
            <Accordion.Content forceMount className="space-y-3 px-5 pb-5 leading-relaxed text-slate-700 data-[state=closed]:hidden">
              {s.paragraphs.map((p) => (
                <p key={p}>{p}</p>
              ))}
            </Accordion.Content>
          </Accordion.Item>
        ))}
      </Accordion.Root>
      {children}
    </main>
  );
}
