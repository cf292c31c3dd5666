import type { APIRequestContext, Page } from '@playwright/test';

export interface TestAccount {
  email: string;
  password: string;
  token: string;
  userId: string;
  name: string;
}

export interface OutboxMail {
  to: string;
  subject: string;
  text: string;
  links: string[];
}

let counter = 0;

/**
 * A confirmed account made the way a new user makes one: sign up through the API, open the
 * verification link from the dev outbox, sign in. `request` must use the test server's baseURL
 * (Playwright's `request` fixture does).
 */
export async function createVerifiedUser(request: APIRequestContext, opts: { name?: string; email?: string; password?: string } = {}): Promise<TestAccount> {
  const name = opts.name ?? 'Test Person';
  const email = opts.email ?? `e2e-${Date.now()}-${process.pid}-${++counter}@example.com`;
  const password = opts.password ?? 'secret-pass-1';
  const signup = await request.post('/api/v1/auth/signup', { data: { name, email, password, ageConfirmed: true, termsAccepted: true } });
  if (signup.status() !== 201) throw new Error(`sign-up failed: ${signup.status()} ${await signup.text()}`);
  const link = (await latestMailTo(request, email)).links[0];
  const verify = await request.get(new URL(link).pathname, { maxRedirects: 0 });
  if (verify.headers()['location'] !== '/email-confirmed') throw new Error(`verification failed: ${verify.status()} -> ${verify.headers()['location']}`);
  const signin = await request.post('/api/v1/auth/signin', { data: { email, password } });
  if (!signin.ok()) throw new Error(`sign-in failed: ${signin.status()} ${await signin.text()}`);
  const body = (await signin.json()) as { auth_token: string; user: { _id: string } };
  return { email, password, token: body.auth_token, userId: body.user._id, name };
}

/** The newest mail to an address in the dev outbox (GET /api/v1/dev/outbox, newest last). */
export async function latestMailTo(request: APIRequestContext, email: string): Promise<OutboxMail> {
  const res = await request.get('/api/v1/dev/outbox');
  if (!res.ok()) throw new Error(`dev outbox: ${res.status()}`);
  const mails = ((await res.json()) as OutboxMail[]).filter((m) => m.to.toLowerCase() === email.toLowerCase());
  const mail = mails.at(-1);
  if (!mail) throw new Error(`no mail to ${email}`);
  return mail;
}

/**
 * Stores the spec's localStorage keys (what a real sign-in stores) before the page's scripts run,
 * so the next navigation is logged in. Call before `page.goto`. `isPremium` is UI state only;
 * the server decides every entitlement.
 */
export async function signInBrowser(page: Page, user: TestAccount, opts: { isPremium?: boolean } = {}) {
  const entries: Record<string, string> = {
    token: user.token,
    userId: user.userId,
    userData: JSON.stringify({ _id: user.userId, email: user.email, name: user.name }),
    email: user.email,
    isPremium: String(opts.isPremium ?? false),
    isLogin: 'true',
    isNavbar: 'true',
  };
  // Once per tab: a logout later in the test must not be undone by the next navigation.
  await page.addInitScript((kv) => {
    if (window.sessionStorage.getItem('__e2eSignedIn')) return;
    window.sessionStorage.setItem('__e2eSignedIn', '1');
    for (const [k, v] of Object.entries(kv)) window.localStorage.setItem(k, v);
  }, entries);
}
