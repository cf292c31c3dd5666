import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { GAD7, PHQ9 } from '@haven/core';
import { MoodCheckinForm } from './mood-checkin-form';
import { QuestionnaireForm } from './questionnaire-form';

beforeAll(() => {
  // Radix measures its radio buttons; jsdom has no ResizeObserver.
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
});
afterEach(() => vi.unstubAllGlobals());

function wrap(ui: ReactElement) {
  return render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>{ui}</MemoryRouter>
    </QueryClientProvider>,
  );
}

function item(n: number) {
  return screen.getByRole('radiogroup', { name: new RegExp(`^${n}\\.`) });
}

describe('PHQ-9 form', () => {
  it('has the published wording: every item a labelled group of the four answers', () => {
    wrap(<QuestionnaireForm kind="phq9" onSubmitted={() => {}} />);
    expect(screen.getByText(PHQ9.stem)).toBeInTheDocument();
    expect(screen.getAllByRole('radiogroup')).toHaveLength(9);
    expect(within(item(9)).getAllByRole('radio')).toHaveLength(4);
    expect(within(item(9)).getByLabelText('More than half the days')).toBeInTheDocument();
    expect(item(9)).toHaveAccessibleName(`9. ${PHQ9.items[8]}`);
  });

  it('shows the help lines as soon as item 9 is answered above "Not at all", before any submit', async () => {
    const fetchSpy = vi.fn();
    vi.stubGlobal('fetch', fetchSpy);
    const user = userEvent.setup();
    wrap(<QuestionnaireForm kind="phq9" onSubmitted={() => {}} />);
    expect(screen.queryByRole('heading', { name: /Get help now/ })).toBeNull();
    await user.click(within(item(9)).getByLabelText('Not at all'));
    expect(screen.queryByRole('heading', { name: /Get help now/ })).toBeNull();
    await user.click(within(item(9)).getByLabelText('Several days'));
    const help = screen.getByTestId('crisis-help');
    expect(within(help).getByRole('heading', { name: /Get help now/ })).toBeInTheDocument();
    expect(within(help).getAllByRole('listitem').length).toBeGreaterThan(0);
    expect(fetchSpy).not.toHaveBeenCalled();
    // Taking the answer back to "Not at all" removes them again.
    await user.click(within(item(9)).getByLabelText('Not at all'));
    expect(screen.queryByTestId('crisis-help')).toBeNull();
  });

  it('does not send until every item is answered, and names the open ones', async () => {
    const fetchSpy = vi.fn();
    vi.stubGlobal('fetch', fetchSpy);
    const user = userEvent.setup();
    wrap(<QuestionnaireForm kind="gad7" onSubmitted={() => {}} />);
    expect(screen.getAllByRole('radiogroup')).toHaveLength(GAD7.items.length);
    await user.click(within(item(1)).getByLabelText('Several days'));
    await user.click(screen.getByRole('button', { name: 'See my score' }));
    expect(screen.getByRole('alert')).toHaveTextContent('questions 2, 3, 4, 5, 6, 7 are still open');
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it("sends the answers and shows the server's message when it refuses", async () => {
    localStorage.setItem('userId', 'u1');
    localStorage.setItem('token', 't1');
    const fetchSpy = vi.fn(
      async () =>
        new Response(
          JSON.stringify({ error: 'Conflict', message: 'You took the GAD-7 recently. You can take it again on December 8, 2026.' }),
          { status: 409 },
        ),
    );
    vi.stubGlobal('fetch', fetchSpy);
    const user = userEvent.setup();
    wrap(<QuestionnaireForm kind="gad7" onSubmitted={() => {}} />);
    for (let n = 1; n <= 7; n++) await user.click(within(item(n)).getByLabelText(n === 2 ? 'Nearly every day' : 'Not at all'));
    await user.click(screen.getByRole('button', { name: 'See my score' }));
    expect(await screen.findByText('You took the GAD-7 recently. You can take it again on December 8, 2026.')).toBeInTheDocument();
    const [url, init] = fetchSpy.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/v1/progress/u1/questionnaires');
    expect(JSON.parse(String(init.body))).toMatchObject({ kind: 'gad7', answers: [0, 3, 0, 0, 0, 0, 0], language: navigator.language });
  });
});

describe('mood check-in form', () => {
  it('asks for a mood first, then posts mood, intensity, note and context', async () => {
    localStorage.setItem('userId', 'u1');
    localStorage.setItem('token', 't1');
    const checkin = {
      id: 'c1',
      mood: 'calm',
      intensity: 7,
      note: 'Slept well',
      context: 'profile',
      sessionId: null,
      goals: {},
      score: 6.8,
      createdAt: '2026-11-24T10:00:00Z',
    };
    const fetchSpy = vi.fn(
      async () =>
        new Response(JSON.stringify({ checkin, progress: { moodImprovement: 0, appConsistency: 3, goalProgress: 0 }, crisis: false, helplines: [] }), { status: 201 }),
    );
    vi.stubGlobal('fetch', fetchSpy);
    const onSaved = vi.fn();
    const user = userEvent.setup();
    wrap(<MoodCheckinForm context="profile" onSaved={onSaved} />);
    await user.click(screen.getByRole('button', { name: 'Save check-in' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Choose the mood that fits best');
    expect(fetchSpy).not.toHaveBeenCalled();

    await user.click(screen.getByRole('radio', { name: /Calm/ }));
    await user.click(screen.getByRole('radio', { name: '7' }));
    await user.type(screen.getByLabelText(/Note/), 'Slept well');
    expect(screen.getByText('10 / 280')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save check-in' }));
    await vi.waitFor(() => expect(onSaved).toHaveBeenCalledWith({ ...checkin, crisisHelplines: [] }));
    const [url, init] = fetchSpy.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/v1/progress/u1/checkins');
    expect(JSON.parse(String(init.body))).toEqual({ mood: 'calm', intensity: 7, note: 'Slept well', context: 'profile' });
  });
});
