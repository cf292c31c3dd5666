import type { CheckoutPlan } from './checkout-types';

// A visitor who picks a plan is sent to sign in or create an account first; the choice waits in
// sessionStorage (this tab only) and checkout resumes on /pricing once they are signed in.
const KEY = 'havenPendingCheckout';

export function rememberPlan(plan: CheckoutPlan) {
  try {
    window.sessionStorage.setItem(KEY, JSON.stringify(plan));
  } catch {
    // Storage refused (private mode): the visitor just picks the plan again.
  }
}

export function pendingPlan(): CheckoutPlan | null {
  try {
    const raw = window.sessionStorage.getItem(KEY);
    const value = raw ? (JSON.parse(raw) as Partial<CheckoutPlan>) : null;
    if (value && (value.product === 'haven' || value.product === 'sister') && typeof value.subType === 'string' && typeof value.period === 'string') return value as CheckoutPlan;
  } catch {
    // Unreadable: treat as none.
  }
  return null;
}

export function clearPendingPlan() {
  try {
    window.sessionStorage.removeItem(KEY);
  } catch {
    // nothing to clear
  }
}
