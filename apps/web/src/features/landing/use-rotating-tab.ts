import { useCallback, useEffect, useState } from 'react';
import { prefersReducedMotion } from '../../lib/site-config';

export const ABOUT_ROTATION_MS = 5000; // spec 9: about tab rotation every 5 seconds

/**
 * Cycles through `values` every `intervalMs`. Rotation pauses while the user hovers or focuses the
 * tabs, stops for good once they choose a tab themselves, and never runs with reduced motion.
 */
export function useRotatingTab(values: readonly string[], intervalMs = ABOUT_ROTATION_MS) {
  const [value, setValue] = useState(values[0]);
  const [stopped, setStopped] = useState(false);
  const [paused, setPaused] = useState(false);

  useEffect(() => {
    if (stopped || paused || prefersReducedMotion()) return;
    const id = window.setInterval(() => {
      setValue((current) => values[(values.indexOf(current) + 1) % values.length]);
    }, intervalMs);
    return () => window.clearInterval(id);
  }, [stopped, paused, values, intervalMs]);

  const choose = useCallback((next: string) => {
    setStopped(true);
    setValue(next);
  }, []);

  const interactionHandlers = {
    onPointerEnter: () => setPaused(true),
    onPointerLeave: () => setPaused(false),
    onFocus: () => setPaused(true),
    onBlur: () => setPaused(false),
  };
  return { value, choose, stopped, interactionHandlers };
}
