import { AUTH_MESSAGES, deleteAccountSchema, editProfileSchema, isUnpaidSchema } from '@haven/core';
import { and, eq, isNotNull } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { payments, users } from '../../db/schema';
import { assertOwner, requireCaller } from '../../plugins/auth';
import { HttpError } from '../../plugins/errors';
import { passwordMatches } from '../auth/credentials';
import { loadUserRecord } from '../auth/user-record';
import { deleteAccountData, exportAccountData } from './account-data';

const userIdParam = z.object({ userId: z.uuid('userId must be a valid id') });

export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  // Spec: no auth header; Haven requires the caller to be the owner (DESIGN 6).
  app.put('/auth/editProfile/:userId', { schema: { params: userIdParam, body: editProfileSchema } }, async (req) => {
    assertOwner(req, req.params.userId);
    const b = req.body;
    const set: Partial<typeof users.$inferInsert> = { updatedAt: app.clock.now() };
    if (b.name !== undefined) set.name = b.name;
    // Sealed at rest like conversation text (issue 14); '' stays '' (nothing said).
    if (b.profession !== undefined) set.profession = b.profession ? app.cipher.encrypt(b.profession) : '';
    if (b.mood !== undefined) set.mood = b.mood ? app.cipher.encrypt(b.mood) : '';
    if (b.personalGoals !== undefined) {
      set.personalGoals = b.personalGoals;
      // goalProgress counts the goals the user set: recompute the progress figures at the next read.
      set.progressStamp = null;
    }
    if (b.sleepHours !== undefined) set.sleepHours = b.sleepHours;
    if (b.exerciseFrequency !== undefined) set.exerciseFrequency = b.exerciseFrequency;
    await app.db.update(users).set(set).where(eq(users.id, req.params.userId));
    return { user: await loadUserRecord(app, req.params.userId) };
  });

  app.put('/auth/isUnpaid/:userId', { schema: { params: userIdParam, body: isUnpaidSchema } }, async (req) => {
    const { userId } = assertOwner(req, req.params.userId);
    const b = req.body;
    if (b.isPremium !== undefined) {
      // DESIGN 5: premium comes only from a verified payment the billing module already applied
      // to this user; the browser's report changes nothing by itself.
      const applied = b.transaction
        ? await app.db
            .select({ id: payments.id })
            .from(payments)
            .where(and(eq(payments.transactionId, b.transaction), eq(payments.userId, userId), isNotNull(payments.appliedAt)))
            .limit(1)
        : [];
      if (applied.length === 0) throw new HttpError(403, AUTH_MESSAGES.premiumNeedsPayment);
    }
    // Feature-use flags only ever turn on: a browser cannot hand itself a second free use.
    const set: Partial<typeof users.$inferInsert> = {};
    if (b.isPreferences !== undefined) set.isPreferences = true;
    if (b.isTherapy !== undefined) set.isTherapy = true;
    if (b.isMeditation !== undefined) set.isMeditation = true;
    if (b.isAffirmation !== undefined) set.isAffirmation = true;
    if (Object.keys(set).length > 0) await app.db.update(users).set({ ...set, updatedAt: app.clock.now() }).where(eq(users.id, userId));
    return { user: await loadUserRecord(app, userId) };
  });

  app.get('/auth/export', async (req, reply) => {
    const { userId } = requireCaller(req);
    const data = await exportAccountData(app, userId);
    if (!data) throw new HttpError(404, 'User not found');
    return reply.header('content-disposition', 'attachment; filename="haven-my-data.json"').send(data);
  });

  app.delete('/auth/account', { schema: { body: deleteAccountSchema } }, async (req, reply) => {
    const { userId } = requireCaller(req);
    const [user] = await app.db.select().from(users).where(eq(users.id, userId)).limit(1);
    if (!user) throw new HttpError(404, 'User not found');
    if (!(await passwordMatches(user.passwordHash, req.body.password))) throw new HttpError(403, AUTH_MESSAGES.wrongPassword);
    await deleteAccountData(app, user);
    app.recordCache.delete(user.id);
    return reply.status(204).send();
  });
};
