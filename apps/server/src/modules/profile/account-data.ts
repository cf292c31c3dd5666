import { asc, eq, inArray, or, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { aiUsage, authSessions, mailOutbox, meditationPlays, moodCheckins, payments, questionnaireResults, refunds, safetyEvents, therapyMessages, therapySessions, users } from '../../db/schema';
import { toCheckin, toQuestionnaireResult } from '../progress/repository';
import { loadUserRecord } from '../auth/user-record';

/** GET /auth/export: every stored item of the user, decrypted, as one JSON document. */
export async function exportAccountData(app: FastifyInstance, userId: string) {
  const user = await loadUserRecord(app, userId);
  if (!user) return null;
  const [account] = await app.db.select({ createdAt: users.createdAt, updatedAt: users.updatedAt }).from(users).where(eq(users.id, userId));
  // Payments made with the address count only once the address is proven. Refund requests come
  // from a public form where anyone can type any e-mail: only those the owner made signed in are theirs.
  const paymentsByEmail = user.isConfirmed ? sql`lower(${payments.email}) = ${user.email.toLowerCase()}` : sql`false`;
  const [sessions, messages, paymentRows, refundRows, safetyRows, usageRows, loginRows, checkinRows, questionnaireRows, playRows] = await Promise.all([
    app.db.select().from(therapySessions).where(eq(therapySessions.userId, userId)).orderBy(asc(therapySessions.startedAt)),
    app.db.select().from(therapyMessages).where(eq(therapyMessages.userId, userId)).orderBy(asc(therapyMessages.createdAt)),
    app.db.select().from(payments).where(or(eq(payments.userId, userId), paymentsByEmail)).orderBy(asc(payments.createdAt)),
    app.db.select().from(refunds).where(eq(refunds.userId, userId)).orderBy(asc(refunds.createdAt)),
    app.db.select().from(safetyEvents).where(eq(safetyEvents.userId, userId)).orderBy(asc(safetyEvents.createdAt)),
    app.db.select().from(aiUsage).where(eq(aiUsage.userId, userId)).orderBy(asc(aiUsage.createdAt)),
    app.db.select({ createdAt: authSessions.createdAt, expiresAt: authSessions.expiresAt, revokedAt: authSessions.revokedAt }).from(authSessions).where(eq(authSessions.userId, userId)),
    app.db.select().from(moodCheckins).where(eq(moodCheckins.userId, userId)).orderBy(asc(moodCheckins.createdAt)),
    app.db.select().from(questionnaireResults).where(eq(questionnaireResults.userId, userId)).orderBy(asc(questionnaireResults.createdAt)),
    app.db.select().from(meditationPlays).where(eq(meditationPlays.userId, userId)).orderBy(asc(meditationPlays.createdAt)),
  ]);
  const d = (s: string) => app.cipher.decrypt(s);
  return {
    exportedAt: app.clock.now().toISOString(),
    account: { ...user, createdAt: account.createdAt.toISOString(), updatedAt: account.updatedAt.toISOString() },
    therapySessions: sessions.map((s) => ({
      id: s.id,
      mood: app.cipher.decrypt(s.mood),
      therapyType: app.cipher.decrypt(s.therapyType),
      topic: app.cipher.decrypt(s.topic),
      language: s.language,
      startedAt: s.startedAt.toISOString(),
      endedAt: s.endedAt?.toISOString() ?? null,
      messages: messages.filter((m) => m.sessionId === s.id).map((m) => ({ role: m.role, content: app.cipher.decrypt(m.content), createdAt: m.createdAt.toISOString() })),
    })),
    payments: paymentRows.map((p) => ({ transactionId: p.transactionId, email: p.email, product: p.product, subType: p.subType, period: p.period, totalSessions: p.totalSessions, appliedAt: p.appliedAt?.toISOString() ?? null, createdAt: p.createdAt.toISOString() })),
    refunds: refundRows.map((r) => ({ email: r.email, purchaseDate: r.purchaseDate, subType: r.subType, reason: app.cipher.decrypt(r.reason), status: r.status, createdAt: r.createdAt.toISOString() })),
    safetyEvents: safetyRows.map((e) => ({ feature: e.feature, category: app.cipher.decrypt(e.category), language: e.language, source: e.source, createdAt: e.createdAt.toISOString() })),
    aiUsage: usageRows.map((u) => ({ feature: u.feature, model: u.model, tokensIn: u.tokensIn, tokensOut: u.tokensOut, outcome: u.outcome, createdAt: u.createdAt.toISOString() })),
    moodCheckins: checkinRows.map((r) => toCheckin(r, d)),
    questionnaireResults: questionnaireRows.map((r) => toQuestionnaireResult(r, d)),
    meditationPlays: playRows.map((p) => ({ seconds: p.seconds, createdAt: p.createdAt.toISOString() })),
    signIns: loginRows.map((l) => ({ createdAt: l.createdAt.toISOString(), expiresAt: l.expiresAt.toISOString(), revokedAt: l.revokedAt?.toISOString() ?? null })),
  };
}

/**
 * DELETE /auth/account: every row of the user. Most tables cascade from users; payments and
 * refunds keep their rows on user deletion by design (set null), so they go explicitly here,
 * matched by id or e-mail, as do mails kept for the address or naming it.
 */
export async function deleteAccountData(app: FastifyInstance, user: { id: string; email: string }) {
  const email = user.email.toLowerCase();
  await app.db.transaction(async (tx) => {
    await tx.delete(payments).where(or(eq(payments.userId, user.id), sql`lower(${payments.email}) = ${email}`));
    await tx.delete(refunds).where(or(eq(refunds.userId, user.id), sql`lower(${refunds.email}) = ${email}`));
    await tx.delete(mailOutbox).where(sql`lower(${mailOutbox.to}) = ${email}`);
    // Mails to others that name the address (a refund notice to support) go too. Their subject and
    // text are sealed, so they are opened here; the outbox exists only without SMTP and stays small.
    const others = await tx.select({ id: mailOutbox.id, subject: mailOutbox.subject, text: mailOutbox.text }).from(mailOutbox);
    const naming = others.filter((m) => `${app.cipher.decrypt(m.subject)}\n${app.cipher.decrypt(m.text)}`.toLowerCase().includes(email)).map((m) => m.id);
    if (naming.length) await tx.delete(mailOutbox).where(inArray(mailOutbox.id, naming));
    await tx.delete(users).where(eq(users.id, user.id));
  });
}
