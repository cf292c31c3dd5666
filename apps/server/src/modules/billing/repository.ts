import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { payments, users } from '../../db/schema';

export type PaymentRow = typeof payments.$inferSelect;
export type NewPayment = typeof payments.$inferInsert;
type UserRow = typeof users.$inferSelect;
/** The database or an open transaction on it. */
type Executor = Pick<Db, 'select' | 'insert' | 'update'>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function findUserById(db: Executor, id: string): Promise<UserRow | null> {
  if (!UUID.test(id)) return null; // custom data is free text; a bad id must not reach a uuid column
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row ?? null;
}

/** The verified account with this e-mail, its row locked until the transaction ends; null otherwise. */
export async function findConfirmedUserByEmailForUpdate(db: Executor, email: string): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(sql`lower(${users.email}) = lower(${email})`).limit(1).for('update');
  return row?.isConfirmed ? row : null;
}

/** Records the payment once per transaction id; true only for the call that inserted it. */
export async function insertPaymentOnce(db: Executor, payment: NewPayment): Promise<boolean> {
  const inserted = await db.insert(payments).values(payment).onConflictDoNothing({ target: payments.transactionId }).returning({ id: payments.id });
  return inserted.length === 1;
}

/**
 * Claims a recorded, not yet applied payment for a user. The `applied_at is null` condition makes
 * this the single gate of every grant: of concurrent callers exactly one gets the row back.
 */
export async function claimPayment(db: Executor, transactionId: string, userId: string, now: Date): Promise<PaymentRow | null> {
  const [row] = await db
    .update(payments)
    .set({ appliedAt: now, userId })
    .where(and(eq(payments.transactionId, transactionId), isNull(payments.appliedAt)))
    .returning();
  return row ?? null;
}

/** Claims every unapplied Haven payment made with this e-mail (sign-up, spec 4 steps 2-3). */
export async function claimPendingPaymentsForEmail(db: Executor, email: string, userId: string, now: Date): Promise<PaymentRow[]> {
  return db
    .update(payments)
    .set({ appliedAt: now, userId })
    .where(and(sql`lower(${payments.email}) = lower(${email})`, isNull(payments.appliedAt)))
    .returning();
}

export async function findPayment(db: Executor, transactionId: string): Promise<PaymentRow | null> {
  const [row] = await db.select().from(payments).where(eq(payments.transactionId, transactionId)).limit(1);
  return row ?? null;
}

export async function listPaymentsOfUser(db: Executor, userId: string): Promise<PaymentRow[]> {
  return db.select().from(payments).where(eq(payments.userId, userId)).orderBy(desc(payments.createdAt));
}

/** Premium with the plan's type and its sessions added on top of what is left. */
export async function grantPlan(db: Executor, userId: string, subType: string, sessions: number, now: Date): Promise<void> {
  await db
    .update(users)
    .set({ isPremium: true, subType, totalSessions: sql`${users.totalSessions} + ${sessions}`, updatedAt: now })
    .where(eq(users.id, userId));
}
