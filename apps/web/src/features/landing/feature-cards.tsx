import { Brain, Flower2, MessageCircleHeart, Sparkles, UserPlus, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router';

interface FeatureCard {
  to: string;
  title: string;
  text: string;
  icon: LucideIcon;
}

export const FEATURE_CARDS: FeatureCard[] = [
  { to: '/ai-therapist', title: 'AI Therapy Sessions', text: 'Guided, one-hour sessions by text or voice that help you slow down, reflect and find a next step.', icon: Brain },
  { to: '/ai-chatbot', title: 'AI Chatbot', text: 'A patient listener for the small and big things, whenever they come up, day or night.', icon: MessageCircleHeart },
  { to: '/ai-meditations', title: 'Guided Meditations', text: 'Step-by-step meditations shaped around your goals, your time of day and how long you have.', icon: Flower2 },
  { to: '/ai-affirmations', title: 'Daily Affirmations', text: 'Short, first-person affirmations in the theme and style that feel right to you.', icon: Sparkles },
  { to: '/create-account', title: 'Your Private Space', text: 'Create a free account to keep your history, track your mood and pick up where you left off.', icon: UserPlus },
];

export function FeatureCards() {
  return (
    <div className="mx-auto max-w-6xl px-4 pb-16">
      <h2 className="text-2xl font-semibold text-slate-900">Ways Haven can support you</h2>
      <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
        {FEATURE_CARDS.map(({ to, title, text, icon: Icon }) => (
          <li key={to}>
            <Link to={to} className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-sm transition hover:border-brand-500 hover:shadow-md">
              <Icon aria-hidden className="h-7 w-7 text-brand-700" />
              <h3 className="mt-3 font-semibold text-slate-900">{title}</h3>
              <p className="mt-2 text-sm leading-relaxed text-slate-600">{text}</p>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
