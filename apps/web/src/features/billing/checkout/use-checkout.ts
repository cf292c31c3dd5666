import type { UserRecord } from '@haven/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { api, ApiError } from '../../../lib/api-client';
import { CURRENT_USER_KEY } from '../../../lib/current-user';
import { isLoggedIn, notifySessionChange, storage } from '../../../lib/storage';
import { priceIdFor, type CheckoutPlan, type PlansAnswer } from './checkout-types';
import { loadPaddle, onPaddleEvent } from './paddle-loader';
import { rememberPlan } from './pending-plan';

export const PLANS_KEY = ['plans'] as const;

/** GET /plans: price ids, the Paddle client token or test mode. Rarely changes. */
export function usePlans() {
  return useQuery({ queryKey: PLANS_KEY, queryFn: () => api<PlansAnswer>('/plans'), staleTime: 5 * 60_000, retry: 1 });
}

/** paddle: real checkout; test: Haven's own test-mode dialog; unavailable: the button says so. */
export type CheckoutMode = 'loading' | 'paddle' | 'test' | 'unavailable';
export type CheckoutStatus = 'idle' | 'opening' | 'confirming' | 'done';

export const UNAVAILABLE_MESSAGE = 'Checkout is unavailable right now. Please try again later.';

export function useCheckout(plan: CheckoutPlan) {
  const plans = usePlans();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [status, setStatus] = useState<CheckoutStatus>('idle');
  const [error, setError] = useState<string | null>(null);
  const [paddleFailed, setPaddleFailed] = useState(false);
  const [testDialogOpen, setTestDialogOpen] = useState(false);
  const [signInDialogOpen, setSignInDialogOpen] = useState(false);
  const [activePlan, setActivePlan] = useState<CheckoutPlan>(plan);

  const mode: CheckoutMode = plans.isPending ? 'loading' : modeFor(plans.data, plan, paddleFailed);

  /** Spec 4 after `checkout.completed`: fresh user, sessionTimer 0, todaySession 'false', premium shown. */
  const purchased = useCallback(
    (user: UserRecord, product: CheckoutPlan['product']) => {
      queryClient.setQueryData(CURRENT_USER_KEY, user);
      void queryClient.invalidateQueries({ queryKey: CURRENT_USER_KEY });
      storage.setJson('userData', user);
      if (product === 'haven') {
        storage.set('sessionTimer', '0');
        storage.set('todaySession', 'false');
        if (user.isPremium) storage.set('isPremium', 'true');
      }
      notifySessionChange();
      setStatus('done');
    },
    [queryClient],
  );

  useEffect(() => () => onPaddleEvent(null), []);

  const openPaddle = useCallback(
    async (target: CheckoutPlan) => {
      const answer = plans.data;
      const priceId = answer ? priceIdFor(answer, target) : null;
      if (!answer?.paddle || !priceId) return setError(UNAVAILABLE_MESSAGE);
      setStatus('opening');
      const paddle = await loadPaddle(answer.paddle.clientToken, answer.paddle.environment);
      if (!paddle) {
        setPaddleFailed(true);
        setStatus('idle');
        return setError(UNAVAILABLE_MESSAGE);
      }
      onPaddleEvent((event) => {
        if (event.name === 'checkout.closed') setStatus((s) => (s === 'opening' ? 'idle' : s));
        if (event.name !== 'checkout.completed' || !event.data?.transaction_id) return;
        setStatus('confirming');
        // The server asks Paddle about this transaction before granting anything.
        api<{ user: UserRecord }>('/payments/confirm', { method: 'POST', body: { transactionId: event.data.transaction_id } })
          .then(({ user }) => purchased(user, target.product))
          .catch((err: unknown) => {
            setStatus('idle');
            setError(err instanceof ApiError ? err.message : 'We could not confirm your payment yet. It will appear on your profile shortly.');
          });
      });
      const userId = storage.get('userId');
      const email = storage.get('email');
      paddle.Checkout.open({
        items: [{ priceId, quantity: 1 }],
        ...(email ? { customer: { email } } : {}),
        customData: { sub_type: target.subType, ...(userId ? { user_id: userId } : {}) },
        settings: { theme: 'dark', successUrl: `${window.location.origin}/profile` },
      });
    },
    [plans.data, purchased],
  );

  /** Subscribe: visitors are asked to sign in first; the chosen plan waits for them. */
  const start = useCallback(
    (target: CheckoutPlan = plan) => {
      setError(null);
      setActivePlan(target);
      if (!isLoggedIn()) {
        rememberPlan(target);
        setSignInDialogOpen(true);
        return;
      }
      if (mode === 'paddle') void openPaddle(target);
      else if (mode === 'test') setTestDialogOpen(true);
      else if (mode === 'unavailable') setError(UNAVAILABLE_MESSAGE);
    },
    [mode, openPaddle, plan],
  );

  /** Test mode: the server signs a completed-transaction event and runs the real webhook path. */
  const confirmTestPayment = useCallback(async () => {
    setError(null);
    setStatus('confirming');
    const body = activePlan.product === 'sister' ? { product: 'sister', subType: activePlan.subType } : { subType: activePlan.subType, period: activePlan.period };
    try {
      const { user } = await api<{ user: UserRecord }>('/payments/test-checkout', { method: 'POST', body });
      purchased(user, activePlan.product);
      setTestDialogOpen(false);
      if (activePlan.product === 'haven') navigate('/profile'); // Paddle's success URL
    } catch (err) {
      setStatus('idle');
      setError(err instanceof ApiError ? err.message : 'The test payment failed. Please try again.');
    }
  }, [activePlan, navigate, purchased]);

  return { mode, status, error, start, activePlan, plans: plans.data, testDialogOpen, setTestDialogOpen, confirmTestPayment, signInDialogOpen, setSignInDialogOpen };
}

function modeFor(answer: PlansAnswer | undefined, plan: CheckoutPlan, paddleFailed: boolean): CheckoutMode {
  if (!answer) return 'unavailable';
  if (answer.paddle) return !paddleFailed && priceIdFor(answer, plan) ? 'paddle' : 'unavailable';
  return answer.testMode ? 'test' : 'unavailable';
}
