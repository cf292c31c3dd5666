import { useEffect, useRef } from 'react';
import { isLoggedIn } from '../../../lib/storage';
import { clearPendingPlan, pendingPlan } from './pending-plan';
import { SignInFirstDialog } from './sign-in-first-dialog';
import { TestCheckoutDialog } from './test-checkout-dialog';
import { UNAVAILABLE_MESSAGE, useCheckout } from './use-checkout';

// Owned by the billing feature: opens checkout for a plan (Paddle, or the labelled test-mode
// checkout without Paddle keys). Visitors are asked to sign in first.
export interface SubscribeButtonProps {
  product?: 'haven' | 'sister';
  subType: string;
  period: 'monthly' | 'yearly' | 'lifetime';
  className?: string;
  /** The card behind the button: its note needs a colour that reads on it. */
  tone?: 'light' | 'dark';
}

const BASE = 'w-full rounded-lg px-4 py-2 font-semibold focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 disabled:cursor-not-allowed';

export function SubscribeButton({ product = 'haven', subType, period, className, tone = 'light' }: SubscribeButtonProps) {
  const checkout = useCheckout({ product, subType, period });
  const { mode, status, start } = checkout;

  // Back from sign-in: the plan this visitor chose earlier opens by itself, once.
  const resumed = useRef(false);
  useEffect(() => {
    if (resumed.current || mode === 'loading' || !isLoggedIn()) return;
    const pending = pendingPlan();
    if (!pending || pending.product !== product || pending.subType !== subType) return;
    resumed.current = true;
    clearPendingPlan();
    start(pending);
  }, [mode, product, subType, start]);

  const unavailable = mode === 'unavailable';
  const label = unavailable
    ? 'Checkout unavailable'
    : status === 'opening'
      ? 'Opening checkout...'
      : status === 'confirming'
        ? 'Confirming payment...'
        : status === 'done'
          ? 'Subscribed'
          : 'Subscribe';
  const styles = unavailable ? 'bg-slate-300 text-slate-700' : 'bg-brand-700 text-white hover:bg-brand-800 disabled:opacity-70';
  const describedBy = `subscribe-${product}-${subType}-note`;
  const showNote = unavailable || Boolean(checkout.error && !checkout.testDialogOpen);

  return (
    <div>
      <button
        type="button"
        onClick={() => start()}
        disabled={unavailable || mode === 'loading' || status === 'opening' || status === 'confirming'}
        aria-describedby={showNote ? describedBy : undefined}
        aria-label={`${label}: ${subType} ${period}`}
        className={`${BASE} ${className ?? styles}`}
      >
        {label}
      </button>
      {showNote && (
        <p id={describedBy} role="status" className={`mt-2 text-sm ${tone === 'dark' ? 'text-rose-200' : 'text-rose-700'}`}>
          {checkout.error ?? UNAVAILABLE_MESSAGE}
        </p>
      )}
      <TestCheckoutDialog
        open={checkout.testDialogOpen}
        onOpenChange={checkout.setTestDialogOpen}
        plan={checkout.activePlan}
        busy={status === 'confirming'}
        error={checkout.error}
        onConfirm={() => void checkout.confirmTestPayment()}
      />
      <SignInFirstDialog open={checkout.signInDialogOpen} onOpenChange={checkout.setSignInDialogOpen} plan={checkout.activePlan} />
    </div>
  );
}
