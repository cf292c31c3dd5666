import { Dialog } from 'radix-ui';
import { Link } from 'react-router';
import type { CheckoutPlan } from './checkout-types';
import { planSummary } from './plan-summary';

/** Visitors choose a plan, then sign in or create an account; the plan waits for them on /pricing. */
export function SignInFirstDialog(props: { open: boolean; onOpenChange: (open: boolean) => void; plan: CheckoutPlan }) {
  const summary = planSummary(props.plan);
  return (
    <Dialog.Root open={props.open} onOpenChange={props.onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50" />
        <Dialog.Content className="fixed left-1/2 top-1/2 z-50 w-[92vw] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 shadow-xl focus:outline-none">
          <Dialog.Title className="text-xl font-semibold text-slate-900">Sign in to subscribe</Dialog.Title>
          <Dialog.Description className="mt-2 text-slate-700">
            Please sign in or create an account first. We will keep your choice ({summary.title}) and bring you back to it on the pricing page.
          </Dialog.Description>
          <div className="mt-6 flex flex-col gap-2 sm:flex-row-reverse">
            <Link to="/create-account" className="rounded-xl bg-brand-700 px-4 py-2 text-center font-semibold text-white hover:bg-brand-800">
              Create Account
            </Link>
            <Link to="/login" className="rounded-xl border border-slate-300 px-4 py-2 text-center font-semibold text-slate-800 hover:bg-slate-50">
              Login
            </Link>
            <Dialog.Close className="rounded-xl px-4 py-2 font-semibold text-slate-600 hover:text-slate-900">Not now</Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
