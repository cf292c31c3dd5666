import { describe, expect, it } from 'vitest';
import { isTopBarVisible, resolveRoute, resetPasswordToken, showGoPremium, usesSideNav } from './route-rules';

describe('resolveRoute (logged out)', () => {
  it.each(['/', '/login', '/create-account', '/verify-email', '/email-confirmed', '/email-expired', '/forget-password', '/on-boarding', '/terms', '/privacy', '/refund', '/pricing', '/sexai/pricing', '/safety', '/ai-therapist', '/ai-chatbot', '/ai-meditations', '/ai-affirmations'])('renders %s', (p) => {
    expect(resolveRoute(p, false)).toEqual({ kind: 'render', path: p });
  });
  it('renders /reset-password{token} with the token and no slash', () => {
    expect(resolveRoute('/reset-passwordabc123', false)).toEqual({ kind: 'render', path: '/reset-password', token: 'abc123' });
    expect(resetPasswordToken('/reset-password')).toBeNull();
  });
  it.each(['/profile', '/nowhere', '/reset-password', '/ai-therapist/x'])('redirects %s to /', (p) => {
    expect(resolveRoute(p, false)).toEqual({ kind: 'redirect', to: '/' });
  });
});

describe('resolveRoute (logged in)', () => {
  it('sends / to /profile', () => {
    expect(resolveRoute('/', true)).toEqual({ kind: 'redirect', to: '/profile' });
  });
  it.each(['/profile', '/ai-therapist', '/ai-chatbot', '/ai-meditations', '/ai-affirmations', '/pricing', '/refund', '/sexai/pricing', '/login', '/safety', '/terms', '/privacy'])('renders %s', (p) => {
    expect(resolveRoute(p, true)).toEqual({ kind: 'render', path: p });
  });
  it.each(['/nowhere', '/create-account', '/on-boarding', '/reset-passwordabc'])('redirects %s to /profile', (p) => {
    expect(resolveRoute(p, true)).toEqual({ kind: 'redirect', to: '/profile' });
  });
});

describe('top bar visibility', () => {
  it.each(['/login', '/create-account', '/verify-email', '/email-confirmed', '/email-expired', '/reset-passwordtok', '/forget-password', '/on-boarding', '/ai-therapist', '/ai-chatbot', '/ai-meditations', '/ai-affirmations', '/sexai/pricing'])('is hidden on %s', (p) => {
    expect(isTopBarVisible(p)).toBe(false);
  });
  it.each(['/', '/terms', '/privacy', '/refund', '/pricing', '/safety'])('is shown on %s', (p) => {
    expect(isTopBarVisible(p)).toBe(true);
  });
});

describe('side navigation', () => {
  it('wraps the AI routes and the profile', () => {
    expect(usesSideNav('/ai-chatbot')).toBe(true);
    expect(usesSideNav('/profile')).toBe(true);
    expect(usesSideNav('/pricing')).toBe(false);
  });
  it.each(['/pricing', '/refund', '/safety', '/terms', '/privacy'])('keeps the signed-in shell on %s, not the visitor one', (p) => {
    expect(usesSideNav(p, true)).toBe(true);
    expect(usesSideNav(p, false)).toBe(false);
  });
  it('the sister pricing page keeps its own full-screen layout when signed in', () => {
    expect(usesSideNav('/sexai/pricing', true)).toBe(false);
  });
  it('shows Go Premium only for the stored text false', () => {
    expect(showGoPremium('false')).toBe(true);
    expect(showGoPremium('true')).toBe(false);
    expect(showGoPremium(null)).toBe(false);
  });
});
