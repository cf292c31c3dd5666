// What each free cap says in place (issue 18): what was used, what premium gives, and that what the
// user typed or chose is kept. Shown inline with a link to /pricing; never a silent redirect.
import { FREE_CHAT_CAP } from './limits';

export type CapFeature = 'chat' | 'therapy' | 'meditation' | 'affirmation';

const PREMIUM_GIVES =
  'Premium gives unlimited chat, meditations and affirmations, one-hour therapy sessions every month, and voice mode.';

export const CAP_NOTICES: Record<CapFeature, { title: string; used: string; kept: string }> = {
  chat: {
    title: `You have used your ${FREE_CHAT_CAP} free chats`,
    used: `Free use includes ${FREE_CHAT_CAP} chat messages, and you have sent them all.`,
    kept: 'Your message is still in the box, so nothing you wrote is lost.',
  },
  therapy: {
    title: 'You have used your free therapy session',
    used: 'Free use includes one 90-second therapy session, and yours has been used.',
    kept: 'Your choices below are kept for when you come back.',
  },
  meditation: {
    title: 'You have used your free meditations',
    used: 'Free use includes one set of generated meditations, and you have it below.',
    kept: 'Your meditations and preferences are kept.',
  },
  affirmation: {
    title: 'You have used your free affirmations',
    used: 'Free use includes one set of generated affirmations, and you have it below.',
    kept: 'Your affirmations and preferences are kept.',
  },
};

export const CAP_PREMIUM_GIVES = PREMIUM_GIVES;
export const CAP_LINK_TEXT = 'See plans and pricing';
