import type { PolicySection } from './policy-document';

export const PRIVACY_SECTIONS: PolicySection[] = [
  {
    id: 'what-we-store',
    title: 'What we store',
    paragraphs: [
      'Account details: your name, e-mail address, a securely hashed password (never the password itself), and your plan.',
      'What you choose to tell us in your profile: profession, mood, goals, sleep hours, exercise frequency and your meditation and affirmation preferences.',
      'What you create by using Haven: chat messages and replies, therapy session messages and summaries, generated meditations and affirmations, and favourites.',
      'Payment records: the plan bought, the payment provider’s transaction reference and the number of sessions. Card details are handled by our payment provider, Paddle, and never reach our servers.',
      'Refund requests: your e-mail, purchase date, plan and the reason you give.',
    ],
  },
  {
    id: 'encryption',
    title: 'How we protect it',
    paragraphs: [
      'Your conversations (chat messages, therapy messages and session summaries) and refund reasons are encrypted at rest with AES-256-GCM before they are written to our database. Passwords are hashed with Argon2id. Connections to Haven use HTTPS.',
      'Access to production systems is limited to the few people who run the service, and only to keep it working or to answer a request you made.',
    ],
  },
  {
    id: 'use',
    title: 'How we use it',
    paragraphs: [
      'We use your data only to provide Haven to you: to run your sessions and chats, remember your preferences, include your previous session summary in the next session, apply your plan and answer support requests.',
      'Safety checks run on each message so Haven can show crisis help lines when needed. When that happens we record that a safety event occurred and its category, not the text of your message.',
    ],
  },
  {
    id: 'no-selling',
    title: 'No selling, no sharing, no ads',
    paragraphs: [
      'We never sell your data. We never share what you write or say with advertisers or data brokers, and we never use it to target advertising, on Haven or anywhere else.',
      'Replies are generated on our servers. Where Haven uses an external AI model provider, only your message and the context needed for the reply are sent to it, solely to generate that reply. Other service providers (hosting, e-mail delivery, payments) receive only what they need to do their job.',
    ],
  },
  {
    id: 'ai',
    title: 'AI disclosure',
    paragraphs: [
      'Every reply in Haven is written by AI. No human reads your conversations as part of the service. Haven is not a medical service, and its output is not medical advice.',
    ],
  },
  {
    id: 'your-rights',
    title: 'Export and deletion',
    paragraphs: [
      'From your profile you can export all the data we hold about you as a file, at any time.',
      'You can also delete your account from your profile. This permanently removes your account and every record linked to it: profile, chats, therapy sessions and summaries, meditations, affirmations and favourites.',
      'You can also ask us by e-mail to access, correct or delete your data, and you may complain to your local data protection authority.',
    ],
  },
  {
    id: 'retention',
    title: 'How long we keep it',
    paragraphs: [
      'We keep your data while your account is open. When you delete your account, it is removed from our database straight away.',
    ],
  },
  {
    id: 'cookies',
    title: 'Cookies and local storage',
    paragraphs: [
      'We use your browser’s local storage to keep you signed in and remember screen state, and one signed cookie to recognise a visitor’s free trial. We do not use advertising or cross-site tracking cookies.',
    ],
  },
  {
    id: 'age',
    title: 'Adults only',
    paragraphs: ['Haven is for people aged 18 and over. We do not knowingly collect data from children; if you believe a child has an account, tell us and we will delete it.'],
  },
  {
    id: 'contact',
    title: 'Contact',
    paragraphs: ['For any privacy question or request, write to our support address shown on the home page.'],
  },
];
