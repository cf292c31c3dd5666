import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useMeditationPlayReport } from './use-meditation-play-report';

const sent = (spy: ReturnType<typeof vi.fn>) => spy.mock.calls.map((c) => JSON.parse(String((c[1] as RequestInit).body)).seconds);

describe('meditation play report', () => {
  let fetchSpy: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    localStorage.setItem('userId', 'u1');
    localStorage.setItem('token', 't1');
    fetchSpy = vi.fn(async () => new Response(null, { status: 204 }));
    vi.stubGlobal('fetch', fetchSpy);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('reports a play-through once, even when late timer ticks arrive after the end', () => {
    const { result } = renderHook(() => useMeditationPlayReport());
    result.current.begin(0);
    result.current.progress(120.4);
    result.current.progress(300);
    result.current.finish();
    // The interval may tick again before the player stops it.
    result.current.progress(300);
    result.current.finish();
    expect(sent(fetchSpy)).toEqual([300]);
    expect(fetchSpy.mock.calls[0][0]).toBe('/api/v1/progress/u1/meditation-plays');
  });

  it('counts a resumed play as one, reports on unmount mid-play, and skips a play under a second', () => {
    const { result, unmount } = renderHook(() => useMeditationPlayReport());
    result.current.begin(0);
    result.current.progress(0.4);
    result.current.finish(); // restarted at once: nothing worth counting
    result.current.begin(0);
    result.current.progress(40);
    result.current.begin(40); // pause, then resume: the same play-through
    result.current.progress(75);
    unmount(); // the user leaves the page mid-play
    expect(sent(fetchSpy)).toEqual([75]);
  });

  it('sends nothing for a visitor', () => {
    localStorage.clear();
    const { result } = renderHook(() => useMeditationPlayReport());
    result.current.begin(0);
    result.current.progress(60);
    result.current.finish();
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});
