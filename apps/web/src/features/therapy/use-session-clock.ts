import { useEffect, useRef, useState } from 'react';

/**
 * Seconds elapsed in the session, counting every second from the server's figure at load
 * (`base`, taken at `anchorMs`). Wall-clock based, so a throttled background tab stays right.
 * Calls `onLimit` once when the limit is reached.
 */
export function useSessionClock(opts: { running: boolean; base: number; anchorMs: number; limit: number; onLimit: () => void }) {
  const { running, base, anchorMs, limit } = opts;
  const compute = () => Math.min(limit, base + Math.max(0, Math.floor((Date.now() - anchorMs) / 1000)));
  const [elapsed, setElapsed] = useState(compute);
  const onLimit = useRef(opts.onLimit);
  onLimit.current = opts.onLimit;
  const fired = useRef(false);

  useEffect(() => {
    fired.current = false;
  }, [anchorMs]);

  useEffect(() => {
    if (!running) return;
    const tick = () => {
      const next = Math.min(limit, base + Math.max(0, Math.floor((Date.now() - anchorMs) / 1000)));
      setElapsed(next);
      if (next >= limit && !fired.current) {
        fired.current = true;
        onLimit.current();
      }
    };
    tick();
    const id = window.setInterval(tick, 1000);
    return () => window.clearInterval(id);
  }, [running, base, anchorMs, limit]);

  return elapsed;
}
