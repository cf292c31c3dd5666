// The pricing countdown (spec 4): starts at N seconds, ticks each second, restarts at N on
// reaching zero. The expiry timestamp (ms) is stored and reused while it is still in the future.

/** The expiry to use now: the stored one if it is a valid future timestamp, else a fresh one. */
export function resolveExpiry(stored: string | null, nowMs: number, durationSeconds: number): number {
  const parsed = stored === null ? NaN : Number(stored);
  if (Number.isFinite(parsed) && parsed > nowMs) return parsed;
  return nowMs + durationSeconds * 1000;
}

/** Whole seconds left, and the expiry after a restart if it ran out. */
export function countdownStep(expiryMs: number, nowMs: number, durationSeconds: number): { remaining: number; expiryMs: number; restarted: boolean } {
  const remaining = Math.ceil((expiryMs - nowMs) / 1000);
  if (remaining > 0) return { remaining, expiryMs, restarted: false };
  return { remaining: durationSeconds, expiryMs: nowMs + durationSeconds * 1000, restarted: true };
}

/** mm:ss, or h:mm:ss from an hour up. */
export function formatCountdown(totalSeconds: number): string {
  const s = Math.max(0, Math.floor(totalSeconds));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const sec = s % 60;
  const mm = String(m).padStart(2, '0');
  const ss = String(sec).padStart(2, '0');
  return h > 0 ? `${h}:${mm}:${ss}` : `${mm}:${ss}`;
}
