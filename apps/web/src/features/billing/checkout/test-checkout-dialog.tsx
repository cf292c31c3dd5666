import { Dialog } from 'radix-ui';
import { FlaskConical, X } from 'lucide-react';
import type { CheckoutPlan } from './checkout-types';
import { planSummary } from './plan-summary';

export const TEST_MODE_LABEL = 'Test mode — no card is charged';

/**
 * Haven's own checkout while no Paddle keys are configured. Confirming asks the server to sign a
 * completed-transaction event and run it through the real webhook verification and grant.
 */
export function TestCheckoutDialog(props: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  plan: CheckoutPlan;
  busy: boolean;
  error: string | null;
  onConfirm: () => void;
}) {
  const summary = planSummary(props.plan);
  const email = typeof window !== 'undefined' ? window.localStorage.getItem('email') : null;
  return (
    <Dialog.Root open={props.open} onOpenChange={(o) => !props.busy && props.onOpenChange(o)}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-950/70" />
        <Dialog.Content className="fixed left-1/2 top-1/2 z-50 w-[92vw] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-slate-900 p-6 text-slate-100 shadow-xl focus:outline-none">
          <div className="flex items-start justify-between gap-4">
            <Dialog.Title className="text-xl font-semibold">Checkout</Dialog.Title>
            <Dialog.Close aria-label="Close checkout" disabled={props.busy} className="rounded p-1 text-slate-300 hover:text-white disabled:opacity-50">
              <X aria-hidden className="h-5 w-5" />
            </Dialog.Close>
          </div>
          <p role="note" className="mt-3 flex items-center gap-2 rounded-lg border border-amber-400/60 bg-amber-400/10 px-3 py-2 text-sm font-semibold text-amber-200">
            <FlaskConical aria-hidden className="h-4 w-4 shrink-0" />
            {TEST_MODE_LABEL}
          </p>
          <Dialog.Description className="mt-4 text-slate-300">This server has no payment provider configured. Confirming grants the plan as a real payment would.</Dialog.Description>
          <dl className="mt-4 space-y-1 rounded-xl bg-slate-800 p-4 text-sm">
            <div className="flex justify-between gap-4">
              <dt className="text-slate-400">Plan</dt>
              <dd data-testid="checkout-plan">{summary.title}</dd>
            </div>
            <div className="flex justify-between gap-4">
              <dt className="text-slate-400">Price</dt>
              <dd>{summary.price}</dd>
            </div>
            {email && (
              <div className="flex justify-between gap-4">
                <dt className="text-slate-400">Account</dt>
                <dd className="truncate">{email}</dd>
              </div>
            )}
          </dl>
          {props.error && (
            <p role="alert" className="mt-4 text-sm text-rose-300">
              {props.error}
            </p>
          )}
          <div className="mt-6 flex flex-col gap-2 sm:flex-row-reverse">
            <button type="button" onClick={props.onConfirm} disabled={props.busy} className="rounded-xl bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-500 disabled:opacity-60">
              {props.busy ? 'Processing...' : 'Confirm test payment'}
            </button>
            <Dialog.Close disabled={props.busy} className="rounded-xl border border-slate-600 px-4 py-2 font-semibold text-slate-200 hover:bg-slate-800 disabled:opacity-60">
              Cancel
            </Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
