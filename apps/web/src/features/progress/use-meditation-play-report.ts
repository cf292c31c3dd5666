import { useCallback, useEffect, useMemo, useRef } from 'react';
import { reportMeditationPlay } from './progress-api';

/**
 * Tells the server once per play-through that a meditation was played, with the seconds listened:
 * when it completes, when it is restarted, or when the player goes away mid-play. A play that
 * never started (0 s) is not reported.
 */
export function useMeditationPlayReport() {
  const played = useRef<{ seconds: number; reported: boolean }>({ seconds: 0, reported: true });

  const progress = useCallback((seconds: number) => {
    if (played.current.reported) played.current = { seconds, reported: false };
    else played.current.seconds = seconds;
  }, []);

  const finish = useCallback(() => {
    const p = played.current;
    if (p.reported || p.seconds < 1) return;
    played.current = { seconds: 0, reported: true };
    reportMeditationPlay(p.seconds);
  }, []);

  useEffect(() => finish, [finish]);
  return useMemo(() => ({ progress, finish }), [progress, finish]);
}
