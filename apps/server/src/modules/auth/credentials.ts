import { hash, verify } from '@node-rs/argon2';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { authSessions, emailTokens, users } from '../../db/schema';
import { hashToken, newToken } from '../../lib/tokens';

// argon2id (the library's default algorithm) with OWASP's second recommended profile.
const ARGON2 = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2);
}

export async function passwordMatches(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false; // not an argon2 hash (e.g. a placeholder): never a match
  }
}

// A fixed hash to verify against when no account matches, so an unknown e-mail costs the same
// argon2 work as a wrong password and sign-in timing does not reveal who has an account.
let dummyHash: Promise<string> | null = null;

/** The user's hash check, or an equally slow check that always fails when there is no user. */
export async function credentialsMatch(user: { passwordHash: string } | null, password: string): Promise<boolean> {
  if (user) return passwordMatches(user.passwordHash, password);
  dummyHash ??= hashPassword('haven-no-such-account');
  await passwordMatches(await dummyHash, password);
  return false;
}

export async function findUserByEmail(app: FastifyInstance, email: string) {
  const [user] = await app.db.select().from(users).where(sql`lower(${users.email}) = ${email.trim().toLowerCase()}`).limit(1);
  return user ?? null;
}

/** A new opaque session token; only its hash is stored. */
export async function createSession(app: FastifyInstance, userId: string): Promise<string> {
  const token = newToken();
  const expiresAt = new Date(app.clock.now().getTime() + app.config.SESSION_TTL_DAYS * 86_400_000);
  await app.db.insert(authSessions).values({ userId, tokenHash: hashToken(token), expiresAt, createdAt: app.clock.now() });
  return token;
}

export async function revokeSession(app: FastifyInstance, sessionId: string) {
  await app.db.update(authSessions).set({ revokedAt: app.clock.now() }).where(eq(authSessions.id, sessionId));
}

export async function revokeAllSessions(app: FastifyInstance, userId: string) {
  await app.db.update(authSessions).set({ revokedAt: app.clock.now() }).where(and(eq(authSessions.userId, userId), isNull(authSessions.revokedAt)));
}

/** A single-use e-mail token (verify 24 h, reset 1 h). Earlier unused ones of that kind stop working. */
export async function issueEmailToken(app: FastifyInstance, userId: string, kind: 'verify' | 'reset', ttlMs: number): Promise<string> {
  const now = app.clock.now();
  await app.db.update(emailTokens).set({ usedAt: now }).where(and(eq(emailTokens.userId, userId), eq(emailTokens.kind, kind), isNull(emailTokens.usedAt)));
  const token = newToken();
  await app.db.insert(emailTokens).values({ userId, kind, tokenHash: hashToken(token), expiresAt: new Date(now.getTime() + ttlMs), createdAt: now });
  return token;
}

/** Marks the token used and returns its user id, or null when unknown, used, expired or the wrong kind. */
export async function consumeEmailToken(app: FastifyInstance, token: string, kind: 'verify' | 'reset'): Promise<string | null> {
  if (!token || token.length > 200) return null;
  const now = app.clock.now();
  // One conditional update: two concurrent uses of the same link cannot both succeed.
  const [row] = await app.db
    .update(emailTokens)
    .set({ usedAt: now })
    .where(and(eq(emailTokens.tokenHash, hashToken(token)), eq(emailTokens.kind, kind), isNull(emailTokens.usedAt), gt(emailTokens.expiresAt, now)))
    .returning({ userId: emailTokens.userId });
  return row?.userId ?? null;
}
