import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db/client';
import { prepared } from '../db/prepared';
import { authSessions, users } from '../db/schema';
import { hashToken } from '../lib/tokens';
import { createSessionCache, type SessionCache } from '../modules/auth/session-cache';
import type { Listener } from '../db/client';
import { HttpError } from './errors';

export interface AuthContext {
  userId: string;
  sessionId: string;
}

export type AuthUserRow = typeof users.$inferSelect;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** 'lists': the route changes only its caller's history lists, never their row or session. */
    changesOnly?: 'lists';
  }
  interface FastifyRequest {
    /** The signed-in caller, or null. Resolved once per request from `auth_token` / Bearer. */
    auth: AuthContext | null;
    /**
     * The caller's user row as it was when the request arrived: read by the same query as the
     * session (one round trip), so GET /auth/getUser can answer from it without a second query.
     */
    authUser: AuthUserRow | null;
  }
  interface FastifyInstance {
    /** Sessions answered from memory (modules/auth/session-cache.ts). */
    sessionCache: SessionCache;
    /** The database's notifications of changed users and sessions; `barrier()` waits for them. */
    sessionChanges: Listener;
    /** preHandler: 401 unless a valid, unexpired, unrevoked session token came with the request. */
    requireAuth: (request: FastifyRequest) => Promise<void>;
  }
}

export function readToken(request: FastifyRequest): string | null {
  const header = request.headers['auth_token'];
  if (typeof header === 'string' && header.length > 0) return header;
  const authz = request.headers.authorization;
  if (authz?.startsWith('Bearer ')) return authz.slice(7).trim() || null;
  return null;
}

/** 401 for no caller; 403 when the path's `{userId}` is not the caller's own. */
export function assertOwner(request: FastifyRequest, userId: string): AuthContext {
  if (!request.auth) throw new HttpError(401, 'Authentication required. Please sign in.');
  if (request.auth.userId !== userId) throw new HttpError(403, 'You can only access your own account.');
  return request.auth;
}

export function requireCaller(request: FastifyRequest): AuthContext {
  if (!request.auth) throw new HttpError(401, 'Authentication required. Please sign in.');
  return request.auth;
}

/** The channel migration 0006's triggers notify with a changed user's id ('*': everyone). */
export const AUTH_CHANNEL = 'haven_auth';

/** Every authenticated request not answered from memory runs this lookup: prepared once (db/prepared.ts). */
const sessionByToken = (db: Db) =>
  prepared(db, 'auth_session_by_token', (d, name) =>
    d
      .select({ id: authSessions.id, expiresAt: authSessions.expiresAt, user: users })
      .from(authSessions)
      .innerJoin(users, eq(users.id, authSessions.userId))
      .where(and(eq(authSessions.tokenHash, sql.placeholder('tokenHash')), isNull(authSessions.revokedAt), gt(authSessions.expiresAt, sql.placeholder('now'))))
      .limit(1)
      .prepare(name),
  );

const READ_ONLY_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export const authPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('auth', null);
  app.decorateRequest('authUser', null);
  const cache = createSessionCache({ ttlMs: app.config.SESSION_CACHE_MS });
  app.decorate('sessionCache', cache);
  const listener = await app.database.listen(
    AUTH_CHANNEL,
    (payload) => {
      if (payload === '*') cache.clear();
      else if (payload.startsWith('lists:')) cache.markListsChanged(payload.slice(6));
      else cache.invalidateUser(payload);
    },
    (listening) => cache.setListening(listening),
  );
  app.decorate('sessionChanges', listener);
  app.addHook('onClose', async () => listener.close());

  app.addHook('preHandler', async (request) => {
    const token = readToken(request);
    if (!token || token.length > 200) return;
    const now = app.clock.now();
    const tokenHash = hashToken(token);
    const held = cache.get(tokenHash, now);
    if (held) {
      request.auth = { userId: held.user.id, sessionId: held.sessionId };
      request.authUser = held.user;
      return;
    }
    const epoch = cache.epoch;
    const [row] = await sessionByToken(app.db).execute({ tokenHash, now: now.toISOString() });
    if (row) {
      request.auth = { userId: row.user.id, sessionId: row.id };
      request.authUser = row.user;
      cache.fill(tokenHash, epoch, { sessionId: row.id, user: row.user, expiresAt: row.expiresAt });
    }
  });
  // A request that may write forgets its caller before its answer leaves and again when it is
  // done (a stream writes at its end), so the caller's next request reads its own write at once.
  // One with no caller (sign-in, sign-up, a payment webhook, a reset link) forgets everyone:
  // such requests are rare, and the database's notification may still be on its way.
  // A route whose only change to its caller is history (`config.changesOnly: 'lists'`, e.g.
  // addChat) keeps the session and only forgets the lists' version.
  const forgetWriter = async (request: FastifyRequest) => {
    if (READ_ONLY_METHODS.has(request.method)) return;
    if (!request.auth) return cache.clear();
    if (request.routeOptions.config?.changesOnly === 'lists') cache.markListsChanged(request.auth.userId);
    else cache.invalidateUser(request.auth.userId);
  };
  app.addHook('onSend', forgetWriter);
  app.addHook('onResponse', forgetWriter);
  app.decorate('requireAuth', async (request: FastifyRequest) => {
    requireCaller(request);
  });
});
