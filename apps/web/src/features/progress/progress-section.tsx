import { PROGRESS_RANGES, type GoalKey, type ProgressRange, type QuestionnaireSubmitReply } from '@haven/core';
import { Tabs } from 'radix-ui';
import { useState } from 'react';
import { CrisisHelp } from './crisis-help';
import { browserTimeZone } from './progress-api';
import { ProgressRangeView } from './progress-range-view';

/** "Your progress" on /profile: mood, questionnaires, activity and the computed numbers over 7/30/90 days. */
export function ProgressSection({ goals }: { goals: { key: GoalKey; name: string }[] }) {
  const [days, setDays] = useState<ProgressRange>(30);
  const [crisis, setCrisis] = useState<QuestionnaireSubmitReply | null>(null);
  const [timeZone] = useState(browserTimeZone);
  return (
    <section
      aria-labelledby="progress-title"
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
      data-testid="progress-section"
    >
      <Tabs.Root value={String(days)} onValueChange={(v) => setDays(Number(v) as ProgressRange)}>
        <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
          <h2 id="progress-title" className="text-lg font-semibold text-slate-900">
            Your progress
          </h2>
          <Tabs.List aria-label="Time range" className="inline-flex rounded-xl bg-slate-100 p-1">
            {PROGRESS_RANGES.map((d) => (
              <Tabs.Trigger
                key={d}
                value={String(d)}
                className="rounded-lg px-3 py-1.5 text-sm font-medium text-slate-700 hover:text-slate-900 data-[state=active]:bg-white data-[state=active]:text-brand-900 data-[state=active]:shadow-sm"
              >
                {d} days
              </Tabs.Trigger>
            ))}
          </Tabs.List>
        </div>
        {crisis && (
          <div className="mb-4">
            <CrisisHelp helplines={crisis.helplines} />
          </div>
        )}
        {PROGRESS_RANGES.map((d) => (
          <Tabs.Content key={d} value={String(d)} className="focus-visible:outline-2">
            <ProgressRangeView days={d} timeZone={timeZone} goals={goals} onCrisis={setCrisis} />
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </section>
  );
}
