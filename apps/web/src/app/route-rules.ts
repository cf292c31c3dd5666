// The spec's routing table (section 2) as pure functions, so each rule is unit-tested.

export const AI_ROUTES = ['/ai-therapist', '/ai-chatbot', '/ai-meditations', '/ai-affirmations'] as const;
export const RESET_PASSWORD_PREFIX = '/reset-password';

export const LOGGED_OUT_ROUTES = [
  '/', '/login', '/create-account', '/verify-email', '/email-confirmed', '/email-expired', '/forget-password',
  '/on-boarding', '/terms', '/privacy', '/refund', '/pricing', '/sexai/pricing', '/safety', ...AI_ROUTES,
] as const;

// /safety is added to the spec's list (DESIGN.md 4): the crisis protocol must stay reachable.
// /terms and /privacy too (issue 18): the footer and sign-up link to them, and a signed-in user must
// be able to read what they agreed to rather than be bounced to /profile.
export const LOGGED_IN_ROUTES = ['/profile', ...AI_ROUTES, '/pricing', '/refund', '/sexai/pricing', '/login', '/safety', '/terms', '/privacy'] as const;

/** Public pages a signed-in user reads inside their own shell (side navigation, account entry). */
export const SIGNED_IN_SHELL_ROUTES = ['/pricing', '/refund', '/safety', '/terms', '/privacy'] as const;

const TOP_BAR_HIDDEN = [
  '/login', '/create-account', '/verify-email', '/email-confirmed', '/email-expired', '/forget-password', '/on-boarding',
  ...AI_ROUTES, '/sexai/pricing',
];

export type RouteDecision = { kind: 'render'; path: string; token?: string } | { kind: 'redirect'; to: string };

export function normalizePath(pathname: string): string {
  if (pathname.length > 1 && pathname.endsWith('/')) return pathname.replace(/\/+$/, '') || '/';
  return pathname;
}

/** `/reset-password{token}`: the token follows with no slash (spec). */
export function resetPasswordToken(pathname: string): string | null {
  const p = normalizePath(pathname);
  if (!p.startsWith(RESET_PASSWORD_PREFIX)) return null;
  const token = p.slice(RESET_PASSWORD_PREFIX.length);
  return token && !token.includes('/') ? decodeURIComponent(token) : null;
}

export function resolveRoute(pathname: string, loggedIn: boolean): RouteDecision {
  const p = normalizePath(pathname);
  if (loggedIn) {
    if (p === '/') return { kind: 'redirect', to: '/profile' };
    if ((LOGGED_IN_ROUTES as readonly string[]).includes(p)) return { kind: 'render', path: p };
    return { kind: 'redirect', to: '/profile' };
  }
  if ((LOGGED_OUT_ROUTES as readonly string[]).includes(p)) return { kind: 'render', path: p };
  const token = resetPasswordToken(p);
  if (token) return { kind: 'render', path: RESET_PASSWORD_PREFIX, token };
  return { kind: 'redirect', to: '/' };
}

export function isTopBarVisible(pathname: string): boolean {
  const p = normalizePath(pathname);
  if (p.startsWith(RESET_PASSWORD_PREFIX)) return false;
  return !TOP_BAR_HIDDEN.includes(p);
}

/**
 * The AI routes always use the side-navigation shell; the profile too (it is logged-in only). A
 * signed-in user keeps that shell on pricing, refund, safety and the policies (issue 18).
 */
export function usesSideNav(pathname: string, loggedIn = false): boolean {
  const p = normalizePath(pathname);
  if (loggedIn && (SIGNED_IN_SHELL_ROUTES as readonly string[]).includes(p)) return true;
  return p === '/profile' || (AI_ROUTES as readonly string[]).includes(p);
}

/** Go Premium shows only when the stored premium flag is the text 'false'. */
export function showGoPremium(storedIsPremium: string | null): boolean {
  return storedIsPremium === 'false';
}

export const MOBILE_BREAKPOINT_PX = 768;
