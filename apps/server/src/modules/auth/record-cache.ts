/**
 * The history-list windows of GET /auth/getUser, decrypted and serialised once per version.
 *
 * Why: decrypting and serialising ~100 sealed list items was most of getUser's cost (issue 15), and
 * the same user asks for the same record many times between two writes (sign-in, every AI screen,
 * the profile). `users.lists_version` is bumped by database triggers on every change to those lists
 * (migration 0004), and the auth query already reads the user row, so a hit costs no extra query;
 * a write on any instance changes the version every instance compares.
 *
 * Bounded (entries and idle time) because it holds decrypted text in memory; an account deletion
 * drops its entry at once on this instance and the others can no longer authenticate to reach theirs.
 */
export interface RecordCache {
  /** The JSON fragment of the lists for exactly this version, if held. */
  get(userId: string, version: number): string | undefined;
  /** The version held for this user, if any (no effect on recency or expiry). */
  heldVersion(userId: string): number | undefined;
  set(userId: string, version: number, fragment: string): void;
  delete(userId: string): void;
  readonly size: number;
}

interface Entry {
  version: number;
  fragment: string;
  usedAt: number;
}

export function createRecordCache(opts: { maxEntries?: number; idleMs?: number; now?: () => number } = {}): RecordCache {
  const maxEntries = opts.maxEntries ?? 256;
  const idleMs = opts.idleMs ?? 120_000;
  const now = opts.now ?? Date.now;
  // A Map iterates in insertion order: re-inserting on use keeps the least recently used first.
  const entries = new Map<string, Entry>();
  return {
    get(userId, version) {
      const e = entries.get(userId);
      if (!e) return undefined;
      const t = now();
      if (e.version !== version || t - e.usedAt > idleMs) {
        entries.delete(userId);
        return undefined;
      }
      entries.delete(userId);
      entries.set(userId, { ...e, usedAt: t });
      return e.fragment;
    },
    heldVersion(userId) {
      return entries.get(userId)?.version;
    },
    set(userId, version, fragment) {
      entries.delete(userId);
      entries.set(userId, { version, fragment, usedAt: now() });
      while (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
    },
    delete(userId) {
      entries.delete(userId);
    },
    get size() {
      return entries.size;
    },
  };
}
