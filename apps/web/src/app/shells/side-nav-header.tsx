import { moodDisplay } from '@haven/core';
import { useCurrentUser } from '../../lib/current-user';

/** Profile image or the name's first letter (U), the name (User), the mood (or the prompt). */
export function SideNavHeader() {
  const { data: user } = useCurrentUser();
  const name = user?.name?.trim() || 'User';
  const initial = (user?.name?.trim()?.[0] ?? 'U').toUpperCase();
  const moodText = user?.mood ? `${moodDisplay(user.mood).emoji} ${moodDisplay(user.mood).label}` : 'How are you feeling today?';
  return (
    <div className="flex items-center gap-3 border-b border-slate-200 p-4">
      {user?.profileImage ? (
        <img src={user.profileImage} alt="" width={40} height={40} className="h-10 w-10 rounded-full object-cover" />
      ) : (
        <span aria-hidden className="flex h-10 w-10 items-center justify-center rounded-full bg-brand-700 font-semibold text-white">
          {initial}
        </span>
      )}
      <div className="min-w-0">
        <p className="truncate font-medium text-slate-900" data-testid="side-nav-name">{name}</p>
        <p className="truncate text-sm text-slate-500">{moodText}</p>
      </div>
    </div>
  );
}
