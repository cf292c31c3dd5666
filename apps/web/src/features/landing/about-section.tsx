import { Tabs } from 'radix-ui';
import { useRotatingTab } from './use-rotating-tab';

export const ABOUT_TABS = [
  {
    value: 'mission',
    label: 'Our Mission',
    title: 'Support that is there when you need it',
    text: 'Not everyone can reach a friend or a therapist at 2 a.m. Haven gives you a calm, judgement-free space to put feelings into words, notice patterns and practise small, proven self-care habits, whenever you need it.',
  },
  {
    value: 'how',
    label: 'How It Works',
    title: 'Tell Haven how you feel, and it meets you there',
    text: 'Pick your mood and a topic, and Haven guides a session by text or voice. Afterwards you get a short summary written to you, so the next session can build on the last one. Meditations and affirmations adapt to the goals you choose.',
  },
  {
    value: 'privacy',
    label: 'Privacy First',
    title: 'Your words stay yours',
    text: 'Conversations are encrypted at rest. We never sell or share what you write, and never use it for advertising. You can export everything or delete your account and all of its data from your profile at any time.',
  },
  {
    value: 'honesty',
    label: 'Honest About AI',
    title: 'An AI companion, not a clinician',
    text: 'Haven is an AI. It is not a human, not a licensed therapist and not a medical service, and it cannot help in an emergency. If something it notices sounds like a crisis, it stops and points you to real people who can help right away.',
  },
] as const;

const VALUES = ABOUT_TABS.map((t) => t.value);

export function AboutSection() {
  const { value, choose, interactionHandlers } = useRotatingTab(VALUES);
  return (
    <div className="mx-auto max-w-6xl px-4 py-16">
      <h2 className="text-3xl font-semibold text-slate-900">About Haven</h2>
      <p className="mt-3 max-w-2xl text-slate-700">Built for the ordinary, heavy days: stress, worry, low mood, sleepless nights.</p>
      <Tabs.Root value={value} onValueChange={choose} className="mt-8" {...interactionHandlers}>
        <Tabs.List aria-label="About Haven" className="flex flex-wrap gap-2">
          {ABOUT_TABS.map((t) => (
            <Tabs.Trigger
              key={t.value}
              value={t.value}
              className="rounded-full border border-slate-300 bg-white px-4 py-2 text-sm font-medium text-slate-700 data-[state=active]:border-brand-700 data-[state=active]:bg-brand-700 data-[state=active]:text-white"
            >
              {t.label}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {ABOUT_TABS.map((t) => (
          <Tabs.Content key={t.value} value={t.value} className="mt-6 rounded-2xl border border-brand-100 bg-white p-6 shadow-sm md:p-8">
            <h3 className="text-xl font-semibold text-brand-900">{t.title}</h3>
            <p className="mt-3 max-w-3xl leading-relaxed text-slate-700">{t.text}</p>
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </div>
  );
}
