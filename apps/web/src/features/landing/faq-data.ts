export interface Faq {
  question: string;
  answer: string;
}

export const FAQS: Faq[] = [
  { question: 'Is Haven a real therapist?', answer: 'No. Haven is an AI companion. It is not a human, not a licensed therapist and not a medical service. It can help you reflect, relax and build habits, but it does not diagnose or treat any condition.' },
  { question: 'What should I do in an emergency?', answer: 'Haven is not for emergencies. If you or someone else is in danger, call your local emergency number right away. Our safety page lists crisis lines such as 988 in the US and Samaritans on 116 123 in the UK.' },
  { question: 'Is Haven free to use?', answer: 'Yes, you can start for free and try each feature once. Premium plans add monthly one-hour therapy sessions, voice mode and unlimited chat, meditations and affirmations.' },
  { question: 'How is my data protected?', answer: 'Your conversations are encrypted at rest with AES-256-GCM. We never sell or share what you write and never use it for advertising.' },
  { question: 'Can I delete my data?', answer: 'Yes. From your profile you can export all of your data as a file, or delete your account, which removes everything stored about you.' },
  { question: 'How do AI therapy sessions work?', answer: 'You choose your mood, a topic, a language and a therapy style. Haven then guides a one-hour session by text or, on premium plans, by voice, and writes you a short summary at the end.' },
  { question: 'Can I get a refund?', answer: 'Yes. If you request a refund within 3 days of purchase, we refund 50% of the amount paid. Refunds are processed within 5-7 business days.' },
  { question: 'How many sessions do I get each month?', answer: 'Basic includes 5 sessions a month, Advance 10, Devil 20 and God 40. Your sessions renew at the start of each calendar month.' },
  { question: 'Who can use Haven?', answer: 'Haven is for adults aged 18 and over. When you create an account you confirm your age and accept our terms.' },
  { question: 'Can I cancel my subscription?', answer: 'Yes, you can cancel at any time and keep premium features until the end of the period you paid for.' },
];

/** FAQs whose question contains the search text, ignoring case and surrounding spaces. */
export function filterFaqs(faqs: readonly Faq[], search: string): Faq[] {
  const q = search.trim().toLowerCase();
  if (!q) return [...faqs];
  return faqs.filter((f) => f.question.toLowerCase().includes(q));
}
