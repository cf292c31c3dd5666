import { Clock } from 'lucide-react';
import { formatCountdown } from './countdown';
import { useCountdown } from './use-countdown';

export function CountdownBanner({ storageKey, seconds, tone = 'light' }: { storageKey: 'timerExpiry' | 'sisterTimerExpiry'; seconds: number; tone?: 'light' | 'dark' }) {
  const remaining = useCountdown(storageKey, seconds);
  const colors = tone === 'dark' ? 'bg-white/10 text-white' : 'bg-amber-50 text-amber-950 border border-amber-200';
  return (
    <p className={`inline-flex items-center gap-2 rounded-full px-4 py-2 text-sm font-medium ${colors}`}>
      <Clock aria-hidden className="h-4 w-4" />
      Offer ends in{' '}
      <span role="timer" data-testid="countdown" className="font-mono text-base font-semibold tabular-nums">
        {formatCountdown(remaining)}
      </span>
    </p>
  );
}
