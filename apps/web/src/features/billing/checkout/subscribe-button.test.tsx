import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PaddleEventData } from '@paddle/paddle-js';
import { SubscribeButton } from './subscribe-button';

// Paddle.js loads its script from Paddle's CDN, which tests cannot reach; this stands in for that
// download only. Everything on our side (options we pass, events we handle, calls we make) is real.
const paddle = vi.hoisted(() => ({
  open: vi.fn(),
  callback: null as null | ((e: PaddleEventData) => void),
  available: true,
}));
vi.mock('@paddle/paddle-js', () => ({
  initializePaddle: vi.fn(async (opts: { eventCallback: (e: PaddleEventData) => void }) => {
    paddle.callback = opts.eventCallback;
    return paddle.available ? { Checkout: { open: paddle.open } } : undefined;
  }),
}));

const plansAnswer = (withPaddle: boolean, token: string) => ({
  plans: [{ subType: 'advance', title: 'Advance', priceIds: { monthly: 'pri_adv_m', yearly: 'pri_adv_y' } }],
  sisterPlans: [],
  paddle: withPaddle ? { clientToken: token, environment: 'sandbox' } : null,
  testMode: !withPaddle,
});

let requests: { url: string; body: unknown }[] = [];
function serve(withPaddle: boolean, token = 'test_token') {
  requests = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const body = init?.body ? JSON.parse(String(init.body)) : undefined;
      requests.push({ url, body });
      const json = url.endsWith('/plans') ? plansAnswer(withPaddle, token) : { user: { _id: 'u1', email: 'a@example.com', isPremium: true, subType: 'advance', totalSessions: 10 } };
      return new Response(JSON.stringify(json), { status: 200, headers: { 'content-type': 'application/json' } });
    }),
  );
}

function renderButton() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <SubscribeButton product="haven" subType="advance" period="yearly" />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

function signIn() {
  Object.entries({ isLogin: 'true', token: 't', userId: 'u1', email: 'a@example.com', isPremium: 'false' }).forEach(([k, v]) => localStorage.setItem(k, v));
}

describe('SubscribeButton', () => {
  beforeEach(() => {
    paddle.open.mockReset();
    paddle.available = true;
    sessionStorage.clear();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('opens Paddle checkout with the price, quantity 1, e-mail, custom data, dark theme and /profile success URL', async () => {
    serve(true);
    signIn();
    renderButton();
    await userEvent.click(await screen.findByRole('button', { name: /^Subscribe/ }));
    await waitFor(() => expect(paddle.open).toHaveBeenCalledTimes(1));
    expect(paddle.open).toHaveBeenCalledWith({
      items: [{ priceId: 'pri_adv_y', quantity: 1 }],
      customer: { email: 'a@example.com' },
      customData: { sub_type: 'advance', user_id: 'u1' },
      settings: { theme: 'dark', successUrl: `${window.location.origin}/profile` },
    });

    paddle.callback?.({ name: 'checkout.completed' as PaddleEventData['name'], data: { transaction_id: 'txn_123' } as PaddleEventData['data'] });
    await waitFor(() => expect(requests.find((r) => r.url.endsWith('/payments/confirm'))?.body).toEqual({ transactionId: 'txn_123' }));
    await waitFor(() => expect(localStorage.getItem('isPremium')).toBe('true'));
    expect(localStorage.getItem('sessionTimer')).toBe('0');
    expect(localStorage.getItem('todaySession')).toBe('false');
  });

  it('says checkout is unavailable when Paddle cannot load', async () => {
    serve(true, 'token_of_a_blocked_script'); // a fresh load, not the instance cached above
    signIn();
    paddle.available = false;
    renderButton();
    await userEvent.click(await screen.findByRole('button', { name: /^Subscribe/ }));
    expect(await screen.findByText('Checkout is unavailable right now. Please try again later.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Checkout unavailable/ })).toBeDisabled();
  });

  it('asks a visitor to sign in first and remembers the plan', async () => {
    serve(false);
    renderButton();
    await userEvent.click(await screen.findByRole('button', { name: /^Subscribe/ }));
    expect(await screen.findByRole('dialog', { name: 'Sign in to subscribe' })).toBeInTheDocument();
    expect(JSON.parse(sessionStorage.getItem('havenPendingCheckout') ?? 'null')).toEqual({ product: 'haven', subType: 'advance', period: 'yearly' });
    expect(requests.some((r) => r.url.includes('/payments/'))).toBe(false);
  });

  it('without Paddle keys opens the labelled test-mode checkout', async () => {
    serve(false);
    signIn();
    renderButton();
    await userEvent.click(await screen.findByRole('button', { name: /^Subscribe/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Checkout' });
    expect(dialog).toHaveTextContent('Test mode — no card is charged');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm test payment' }));
    await waitFor(() => expect(requests.find((r) => r.url.endsWith('/payments/test-checkout'))?.body).toEqual({ subType: 'advance', period: 'yearly' }));
    expect(paddle.open).not.toHaveBeenCalled();
  });
});
