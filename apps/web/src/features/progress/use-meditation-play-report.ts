import { useCallback, useEffect, useMemo, useRef } from 'react';
import { reportMeditationPlay } from './progress-api';

/**
 * Tells the server once per play-through that a meditation was played, with the seconds listened:
 * when it completes, when it is restarted, or when the player goes away mid-play. A play that
 * never got going (under 1 s) is not reported.
 */
export function useMeditationPlayReport() {
  /** The play under way, or null once it has been reported (late timer ticks then change nothing). */
  const play = useRef<{ seconds: number } | null>(null);

  /** Start or resume: a new play-through unless one is already under way. */
  const begin = useCallback((fromSeconds: number) => {
    play.current ??= { seconds: fromSeconds };
  }, []);

  const progress = useCallback((seconds: number) => {
    if (play.current) play.current.seconds = seconds;
  }, []);

  const finish = useCallback(() => {
    const p = play.current;
    play.current = null;
    if (p && p.seconds >= 1) reportMeditationPlay(p.seconds);
  }, []);

  useEffect(() => finish, [finish]);
  return useMemo(() => ({ begin, progress, finish }), [begin, progress, finish]);
}
