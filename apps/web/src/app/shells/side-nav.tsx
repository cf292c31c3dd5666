import { Brain, Crown, Flower2, MessageCircle, Sparkles, User } from 'lucide-react';
import { NavLink } from 'react-router';
import { showGoPremium } from '../route-rules';
import { useSession } from '../use-session';

export function SideNav({ onNavigate }: { onNavigate?: () => void }) {
  const { loggedIn, isPremium } = useSession();
  const entries = [
    { to: loggedIn ? '/profile' : '/create-account', label: 'Profile', icon: User },
    { to: '/ai-therapist', label: 'AI Therapist', icon: Brain },
    { to: '/ai-chatbot', label: 'AI Chatbot', icon: MessageCircle },
    { to: '/ai-meditations', label: 'AI Meditations', icon: Flower2 },
    { to: '/ai-affirmations', label: 'AI Affirmations', icon: Sparkles },
  ];
  const linkClass = ({ isActive }: { isActive: boolean }) =>
    `flex items-center gap-3 rounded-lg px-3 py-2 text-sm font-medium ${isActive ? 'bg-brand-50 text-brand-800' : 'text-slate-700 hover:bg-slate-100'}`;
  return (
    <nav aria-label="Side navigation" className="flex-1 overflow-y-auto p-3">
      <ul className="flex flex-col gap-1">
        {entries.map(({ to, label, icon: Icon }) => (
          <li key={label}>
            <NavLink to={to} onClick={onNavigate} className={linkClass}>
              <Icon aria-hidden className="h-5 w-5" />
              {label}
            </NavLink>
          </li>
        ))}
        {showGoPremium(isPremium) && (
          <li>
            <NavLink to="/pricing" onClick={onNavigate} className={linkClass}>
              <Crown aria-hidden className="h-5 w-5 text-amber-500" />
              Go Premium
            </NavLink>
          </li>
        )}
      </ul>
    </nav>
  );
}
