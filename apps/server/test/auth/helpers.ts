import type { FastifyInstance } from 'fastify';

export const PASSWORD = 'secret-pass-1';

export function signupBody(over: Record<string, unknown> = {}) {
  return { name: 'Alice Walker', email: `alice-${Math.random().toString(36).slice(2, 8)}@example.com`, password: PASSWORD, ageConfirmed: true, termsAccepted: true, ...over };
}

/** The newest dev-outbox mail for an address, and its first link. */
export async function lastMailTo(app: FastifyInstance, to: string) {
  const res = await app.inject({ method: 'GET', url: '/api/v1/dev/outbox' });
  const mails = (res.json() as { to: string; subject: string; text: string; links: string[] }[]).filter((m) => m.to.toLowerCase() === to.toLowerCase());
  const mail = mails.at(-1);
  if (!mail) throw new Error(`no mail to ${to}`);
  return { ...mail, link: mail.links[0], path: new URL(mail.links[0]).pathname };
}

/** Sign up through the API, open the verification link, sign in. */
export async function verifiedUser(app: FastifyInstance, over: Record<string, unknown> = {}) {
  const body = signupBody(over);
  const signup = await app.inject({ method: 'POST', url: '/api/v1/auth/signup', payload: body });
  if (signup.statusCode !== 201) throw new Error(`signup ${signup.statusCode} ${signup.body}`);
  const mail = await lastMailTo(app, body.email);
  const verify = await app.inject({ method: 'GET', url: mail.path });
  if (verify.headers.location !== '/email-confirmed') throw new Error(`verify -> ${verify.headers.location}`);
  const signin = await app.inject({ method: 'POST', url: '/api/v1/auth/signin', payload: { email: body.email, password: body.password } });
  if (signin.statusCode !== 200) throw new Error(`signin ${signin.statusCode} ${signin.body}`);
  const { auth_token: token, user } = signin.json();
  return { email: body.email as string, password: body.password as string, token: token as string, userId: user._id as string, headers: { auth_token: token as string } };
}
