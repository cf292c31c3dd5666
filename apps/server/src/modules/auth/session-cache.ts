import type { AuthUserRow } from '../../plugins/auth';

/**
 * The signed-in caller as the auth query found them, held in this process so that most
 * authenticated requests run no query at all (issue 15: getUser's ratio to the bare route was
 * bounded by the one query every request paid).
 *
 * Why it stays right (docs/decisions/017-session-cache.md):
 * - the database tells every instance about every change to a user's row or sessions
 *   (migration 0006: `pg_notify('haven_auth', user id)`; '*' after a truncate), and the listener
 *   calls `invalidateUser` / `clear`; while the listener is down the cache serves nothing;
 * - a request that may write drops its caller's entries on this instance before its answer leaves
 *   (plugins/auth.ts), so a client's next request reads its own write without waiting for the
 *   notification;
 * - a read that began before an invalidation of its user is not stored (`fill` compares epochs),
 *   so a slow read cannot put back a row older than a write it raced with;
 * - entries expire after `ttlMs` and the session's own expiry is checked on every hit.
 */
export interface CachedSession {
  sessionId: string;
  user: AuthUserRow;
  expiresAt: Date;
}

export interface SessionCache {
  /** The session for this token hash, if held, fresh and unexpired at `now`. */
  get(tokenHash: string, now: Date): CachedSession | undefined;
  /** A mark to pass to `fill`: taken before the read whose result will be stored. */
  readonly epoch: number;
  /** Stores what a read begun at `epoch` found, unless the user was invalidated since. */
  fill(tokenHash: string, epoch: number, session: CachedSession): void;
  invalidateUser(userId: string): void;
  /**
   * Only the user's history lists changed (a chat, a meditation...): their sessions still hold, but
   * the row's lists_version is unknown (-1), so getUser reads the lists afresh.
   */
  markListsChanged(userId: string): void;
  clear(): void;
  /** False while changes might go unheard (the listener is down): `get` then finds nothing. */
  setListening(listening: boolean): void;
  readonly size: number;
}

/** A lists_version no row has: the getUser window cache never matches it. */
export const LISTS_UNKNOWN = -1;

interface Entry extends CachedSession {
  storedAt: number;
}

export interface SessionCacheOptions {
  ttlMs: number;
  maxEntries?: number;
  /** Monotonic milliseconds (tests pass their own). */
  monotonicNow?: () => number;
}

export function createSessionCache(opts: SessionCacheOptions): SessionCache {
  const maxEntries = opts.maxEntries ?? 2_000;
  const monotonicNow = opts.monotonicNow ?? (() => performance.now());
  const entries = new Map<string, Entry>();
  const tokensOfUser = new Map<string, Set<string>>();
  // Epoch bookkeeping: every invalidation takes a new epoch; a fill whose read began earlier than
  // its user's last invalidation (or than a clear) is dropped.
  let epoch = 0;
  let clearedAt = 0;
  const invalidatedAt = new Map<string, number>();
  let listening = false;

  const drop = (tokenHash: string) => {
    const e = entries.get(tokenHash);
    if (!e) return;
    entries.delete(tokenHash);
    const set = tokensOfUser.get(e.user.id);
    set?.delete(tokenHash);
    if (set && set.size === 0) tokensOfUser.delete(e.user.id);
  };
  // A read in flight for this user began before now: `fill` will not store it.
  const markInvalidated = (userId: string) => {
    invalidatedAt.set(userId, ++epoch);
    // The marks only matter to reads in flight; past the bound, forgetting them all is a clear.
    if (invalidatedAt.size > maxEntries * 4) clearAll();
  };
  const clearAll = () => {
    entries.clear();
    tokensOfUser.clear();
    invalidatedAt.clear();
    clearedAt = ++epoch;
  };

  return {
    get(tokenHash, now) {
      if (!listening || opts.ttlMs <= 0) return undefined;
      const e = entries.get(tokenHash);
      if (!e) return undefined;
      if (monotonicNow() - e.storedAt > opts.ttlMs || e.expiresAt.getTime() <= now.getTime()) {
        drop(tokenHash);
        return undefined;
      }
      return e;
    },
    get epoch() {
      return epoch;
    },
    fill(tokenHash, readEpoch, session) {
      if (!listening || opts.ttlMs <= 0) return;
      if (readEpoch < clearedAt || readEpoch < (invalidatedAt.get(session.user.id) ?? 0)) return;
      drop(tokenHash);
      entries.set(tokenHash, { ...session, storedAt: monotonicNow() });
      let set = tokensOfUser.get(session.user.id);
      if (!set) tokensOfUser.set(session.user.id, (set = new Set()));
      set.add(tokenHash);
      // Oldest first (insertion order): over the bound, the oldest entries go.
      while (entries.size > maxEntries) drop(entries.keys().next().value as string);
    },
    markListsChanged(userId) {
      for (const tokenHash of tokensOfUser.get(userId) ?? []) {
        const e = entries.get(tokenHash);
        if (e) e.user = { ...e.user, listsVersion: LISTS_UNKNOWN };
      }
      markInvalidated(userId); // a read in flight may hold the old lists_version
    },
    invalidateUser(userId) {
      for (const tokenHash of tokensOfUser.get(userId) ?? []) entries.delete(tokenHash);
      tokensOfUser.delete(userId);
      markInvalidated(userId);
    },
    clear: clearAll,
    setListening(value) {
      if (value !== listening) clearAll();
      listening = value;
    },
    get size() {
      return entries.size;
    },
  };
}
