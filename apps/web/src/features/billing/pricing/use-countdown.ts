import { useEffect, useState } from 'react';
import { storage } from '../../../lib/storage';
import { countdownStep, resolveExpiry } from './countdown';

type CountdownKey = 'timerExpiry' | 'sisterTimerExpiry';

/**
 * Seconds left on the persisted pricing countdown. The first render shows the full duration (the
 * prerendered HTML does the same), then the stored expiry takes over.
 */
export function useCountdown(storageKey: CountdownKey, durationSeconds: number, now: () => number = Date.now): number {
  const [remaining, setRemaining] = useState(durationSeconds);
  useEffect(() => {
    let expiry = resolveExpiry(storage.get(storageKey), now(), durationSeconds);
    storage.set(storageKey, String(expiry));
    const tick = () => {
      const step = countdownStep(expiry, now(), durationSeconds);
      if (step.restarted) {
        expiry = step.expiryMs;
        storage.set(storageKey, String(expiry));
      }
      setRemaining(step.remaining);
    };
    tick();
    const id = window.setInterval(tick, 1000);
    return () => window.clearInterval(id);
  }, [storageKey, durationSeconds, now]);
  return remaining;
}
