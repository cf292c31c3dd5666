import {
  AUTH_MESSAGES,
  AUTH_RATE_LIMITS as L,
  EMAIL_NOT_CONFIRMED,
  forgotPasswordSchema,
  RESET_TOKEN_TTL_MS,
  resendConfirmationSchema,
  resetPasswordSchema,
  signInSchema,
  signUpSchema,
  VERIFY_TOKEN_TTL_MS,
  yearMonth,
} from '@haven/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { users } from '../../db/schema';
import { HttpError } from '../../plugins/errors';
import { requireCaller } from '../../plugins/auth';
import { publicUrl, sendMail } from '../mail/mailer';
import { resetPasswordMail, verificationMail } from '../mail/templates';
import { consumeEmailToken, createSession, credentialsMatch, findUserByEmail, hashPassword, issueEmailToken, revokeAllSessions, revokeSession } from './credentials';
import { applyMonthlyReset } from './monthly-reset';
import { confirmEmailAndApplyPayments } from './pending-payments';
import { perEmail, perIp, perIpAndEmail } from './rate-limits';
import { recordSigninFailure, waitForSignin } from './signin-slowdown';
import { loadUserRecord } from './user-record';
import { getUserJson } from './get-user';

const tokenParam = z.object({ token: z.string().min(1).max(200) });

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  async function sendVerification(user: { id: string; email: string; name: string }) {
    const token = await issueEmailToken(app, user.id, 'verify', VERIFY_TOKEN_TTL_MS);
    await sendMail(app, verificationMail(user.email, user.name, `${publicUrl(app)}/api/v1/auth/verify-email/${token}`));
  }

  app.post('/auth/signup', { schema: { body: signUpSchema }, config: { rateLimit: perIp('signup', L.signupPerIp) } }, async (req, reply) => {
    const { name, email, password } = req.body;
    if (await findUserByEmail(app, email)) throw new HttpError(400, AUTH_MESSAGES.userExists);
    const passwordHash = await hashPassword(password);
    const now = app.clock.now();
    const inserted = await app.db
      .insert(users)
      .values({ name, email, passwordHash, lastResetMonth: yearMonth(now), createdAt: now, updatedAt: now })
      .onConflictDoNothing()
      .returning();
    // A concurrent sign-up with the same address lost the race on the unique index.
    if (inserted.length === 0) throw new HttpError(400, AUTH_MESSAGES.userExists);
    const user = inserted[0];
    const authToken = await createSession(app, user.id);
    await sendVerification(user).catch((err) => req.log.error({ err }, 'sending the verification mail failed'));
    // Payments waiting for this address are applied only once it is verified (see pending-payments.ts).
    return reply.status(201).send({ auth_token: authToken, user: await loadUserRecord(app, user.id) });
  });

  app.post(
    '/auth/signin',
    // Never limited by the e-mail alone (that lets anyone lock its owner out): by IP, by the (IP,
    // e-mail) pair, and failures across IPs slow that address down (signin-slowdown.ts).
    { schema: { body: signInSchema }, config: { rateLimit: perIp('signin', L.signinPerIp) }, preHandler: perIpAndEmail(app, 'signin', L.signinPerIpAndEmail) },
    async (req) => {
      await waitForSignin(app, req.body.email);
      const user = await findUserByEmail(app, req.body.email);
      if (!(await credentialsMatch(user, req.body.password)) || !user) {
        await recordSigninFailure(app, req.body.email);
        throw new HttpError(401, AUTH_MESSAGES.invalidCredentials);
      }
      // Spec 4, sign-in step 4: the browser resends the confirmation and opens /verify-email.
      if (!user.isConfirmed) throw new HttpError(403, AUTH_MESSAGES.notConfirmed, { code: EMAIL_NOT_CONFIRMED, email: user.email });
      const authToken = await createSession(app, user.id);
      await applyMonthlyReset(app, user.id);
      return { auth_token: authToken, user: await loadUserRecord(app, user.id) };
    },
  );

  app.get('/auth/getUser', async (req, reply) => {
    requireCaller(req);
    // Already JSON (get-user.ts composes it from a cached fragment): sent as it is.
    return reply.type('application/json; charset=utf-8').send(await getUserJson(app, app.recordCache, req));
  });

  app.get('/auth/verify-email/:token', { schema: { params: tokenParam } }, async (req, reply) => {
    const userId = await consumeEmailToken(app, req.params.token, 'verify');
    if (!userId) return reply.redirect('/email-expired', 302);
    await confirmEmailAndApplyPayments(app, userId);
    // A GET that writes: forget the user here at once (other instances hear the database).
    app.sessionCache.invalidateUser(userId);
    return reply.redirect('/email-confirmed', 302);
  });

  app.post('/auth/resend-confirmation', { schema: { body: resendConfirmationSchema }, preHandler: perEmail(app, 'resend', L.resendPerEmail) }, async (req) => {
    const user = await findUserByEmail(app, req.body.email);
    // The same answer whether or not the address has an unconfirmed account: no account probing here.
    if (user && !user.isConfirmed) await sendVerification(user);
    return { message: AUTH_MESSAGES.verificationSent };
  });

  app.post(
    '/auth/forgot-password',
    { schema: { body: forgotPasswordSchema }, config: { rateLimit: perIp('reset', L.resetPerIp) }, preHandler: perEmail(app, 'reset', L.resetPerEmail) },
    async (req) => {
      const user = await findUserByEmail(app, req.body.email);
      // The spec requires telling an unknown address apart (spec 8, forgot password 404).
      if (!user) throw new HttpError(404, AUTH_MESSAGES.emailNotFound);
      const token = await issueEmailToken(app, user.id, 'reset', RESET_TOKEN_TTL_MS);
      await sendMail(app, resetPasswordMail(user.email, user.name, `${publicUrl(app)}/reset-password${token}`));
      return { message: AUTH_MESSAGES.resetSent };
    },
  );

  app.post(
    '/auth/reset-password/:token',
    { schema: { params: tokenParam, body: resetPasswordSchema }, config: { rateLimit: perIp('reset-use', L.resetPerIp) } },
    async (req) => {
      const userId = await consumeEmailToken(app, req.params.token, 'reset');
      if (!userId) throw new HttpError(400, AUTH_MESSAGES.resetLinkInvalid);
      const passwordHash = await hashPassword(req.body.newPassword);
      // The link reached the inbox, so the address is proven too (and its pending payments apply).
      await confirmEmailAndApplyPayments(app, userId, { passwordHash });
      await revokeAllSessions(app, userId);
      return { message: AUTH_MESSAGES.passwordReset };
    },
  );

  app.post('/auth/logout', async (req, reply) => {
    const { sessionId } = requireCaller(req);
    await revokeSession(app, sessionId);
    return reply.status(204).send();
  });
};
