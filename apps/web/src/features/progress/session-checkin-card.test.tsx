import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { SessionCheckinCard } from './session-checkin-card';

beforeAll(() => {
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
});
afterEach(() => vi.unstubAllGlobals());

const SESSION = '3f1c2a4e-8b7d-4c1a-9e2f-5a6b7c8d9e0f';

describe('session check-in card', () => {
  it('starts from the setup mood, and Skip closes it without sending anything', async () => {
    const fetchSpy = vi.fn();
    vi.stubGlobal('fetch', fetchSpy);
    const onClose = vi.fn();
    const user = userEvent.setup();
    render(
      <QueryClientProvider client={new QueryClient()}>
        <SessionCheckinCard when="before" sessionId={SESSION} initialMood="stressed" onClose={onClose} />
      </QueryClientProvider>,
    );
    expect(screen.getByRole('heading', { name: 'Before you begin: how do you feel now?' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /Stressed/ })).toHaveAttribute('aria-checked', 'true');
    expect(screen.queryByLabelText(/Note/)).toBeNull(); // the session card is mood and intensity only
    await user.click(screen.getByRole('button', { name: 'Skip' }));
    expect(onClose).toHaveBeenCalledOnce();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('saves an after-session check-in for that session', async () => {
    localStorage.setItem('userId', 'u1');
    localStorage.setItem('token', 't1');
    const checkin = {
      id: 'c2',
      mood: 'calm',
      intensity: null,
      note: '',
      context: 'after_session',
      sessionId: SESSION,
      goals: {},
      score: 6.3,
      createdAt: '2026-11-24T10:00:00Z',
    };
    const fetchSpy = vi.fn(
      async () =>
        new Response(JSON.stringify({ checkin, progress: { moodImprovement: 0, appConsistency: 3, goalProgress: 0 } }), { status: 201 }),
    );
    vi.stubGlobal('fetch', fetchSpy);
    const user = userEvent.setup();
    render(
      <QueryClientProvider client={new QueryClient()}>
        <SessionCheckinCard when="after" sessionId={SESSION} onClose={() => {}} />
      </QueryClientProvider>,
    );
    await user.click(screen.getByRole('radio', { name: /Calm/ }));
    await user.click(screen.getByRole('button', { name: 'Save check-in' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Check-in saved: Calm.');
    const [, init] = fetchSpy.mock.calls[0] as unknown as [string, RequestInit];
    expect(JSON.parse(String(init.body))).toEqual({ mood: 'calm', intensity: null, context: 'after_session', sessionId: SESSION });
  });
});
