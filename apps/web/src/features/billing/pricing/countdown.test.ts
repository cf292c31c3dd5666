import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { countdownStep, formatCountdown, resolveExpiry } from './countdown';
import { useCountdown } from './use-countdown';

const T0 = Date.UTC(2026, 0, 1, 12, 0, 0);

describe('countdown (pure)', () => {
  it('starts fresh without a stored expiry, or with a past or broken one', () => {
    expect(resolveExpiry(null, T0, 2111)).toBe(T0 + 2111_000);
    expect(resolveExpiry(String(T0 - 1), T0, 2111)).toBe(T0 + 2111_000);
    expect(resolveExpiry('soon', T0, 2111)).toBe(T0 + 2111_000);
  });
  it('reuses a stored expiry that is still in the future', () => {
    expect(resolveExpiry(String(T0 + 60_000), T0, 2111)).toBe(T0 + 60_000);
  });
  it('counts whole seconds and restarts at the full duration on reaching zero', () => {
    expect(countdownStep(T0 + 2111_000, T0, 2111)).toEqual({ remaining: 2111, expiryMs: T0 + 2111_000, restarted: false });
    expect(countdownStep(T0 + 1000, T0, 2111).remaining).toBe(1);
    expect(countdownStep(T0, T0, 2111)).toEqual({ remaining: 2111, expiryMs: T0 + 2111_000, restarted: true });
  });
  it('formats as mm:ss', () => {
    expect(formatCountdown(2111)).toBe('35:11');
    expect(formatCountdown(2663)).toBe('44:23');
    expect(formatCountdown(5)).toBe('00:05');
  });
});

describe('useCountdown with a fixed clock', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(T0);
  });
  afterEach(() => vi.useRealTimers());

  it('persists its expiry in timerExpiry and ticks each second', () => {
    const { result } = renderHook(() => useCountdown('timerExpiry', 2111));
    expect(result.current).toBe(2111);
    expect(localStorage.getItem('timerExpiry')).toBe(String(T0 + 2111_000));
    act(() => vi.advanceTimersByTime(3000));
    expect(result.current).toBe(2108);
  });

  it('survives a remount (reload) by reusing the stored expiry', () => {
    const first = renderHook(() => useCountdown('timerExpiry', 2111));
    act(() => vi.advanceTimersByTime(100_000));
    first.unmount();
    const second = renderHook(() => useCountdown('timerExpiry', 2111));
    expect(second.result.current).toBe(2011);
  });

  it('restarts at 2111 on reaching zero and stores the new expiry', () => {
    const { result } = renderHook(() => useCountdown('timerExpiry', 2111));
    act(() => vi.advanceTimersByTime(2110_000));
    expect(result.current).toBe(1);
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current).toBe(2111);
    expect(localStorage.getItem('timerExpiry')).toBe(String(T0 + 2111_000 * 2));
  });

  it('keeps the sister countdown under its own key', () => {
    localStorage.setItem('timerExpiry', String(T0 + 10_000));
    const { result } = renderHook(() => useCountdown('sisterTimerExpiry', 2663));
    expect(result.current).toBe(2663);
    expect(localStorage.getItem('sisterTimerExpiry')).toBe(String(T0 + 2663_000));
    expect(localStorage.getItem('timerExpiry')).toBe(String(T0 + 10_000));
  });
});
