import { and, asc, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { affirmations, favoriteAffirmations, users } from '../../db/schema';

type AffirmationPrefs = { affirmationTheme: string; preferredAffirmation: string };

export async function findAffirmationPrefs(app: FastifyInstance, userId: string): Promise<AffirmationPrefs | null | undefined> {
  const [row] = await app.db.select({ prefs: users.affirmationPrefs }).from(users).where(eq(users.id, userId)).limit(1);
  return row ? row.prefs : undefined;
}

export async function saveAffirmationPrefs(app: FastifyInstance, userId: string, prefs: AffirmationPrefs): Promise<boolean> {
  const updated = await app.db.update(users).set({ affirmationPrefs: prefs, updatedAt: app.clock.now() }).where(eq(users.id, userId)).returning({ id: users.id });
  return updated.length > 0;
}

/** Stores affirmations in order, each with its own timestamp so "the last 4" is well defined. */
export async function insertAffirmations(app: FastifyInstance, userId: string, texts: string[]) {
  if (texts.length === 0) return;
  const base = app.clock.now().getTime();
  await app.db.insert(affirmations).values(texts.map((text, i) => ({ userId, text: app.cipher.encrypt(text), createdAt: new Date(base + i) })));
}

// Favourites are sealed; the keyed hash (text_hash) finds one by its text and keeps it unique.
// Look-ups accept the hash under any known key, so a key rotation in progress changes nothing.
const sameText = (app: FastifyInstance, userId: string, text: string) =>
  and(eq(favoriteAffirmations.userId, userId), inArray(favoriteAffirmations.textHash, app.cipher.blindIndexes(text)));

/** Saving the same favourite twice keeps one row (the unique (user_id, text_hash) index). */
export async function addFavourite(app: FastifyInstance, userId: string, text: string) {
  const [existing] = await app.db.select({ id: favoriteAffirmations.id }).from(favoriteAffirmations).where(sameText(app, userId, text)).limit(1);
  if (existing) return;
  await app.db
    .insert(favoriteAffirmations)
    .values({ userId, text: app.cipher.encrypt(text), textHash: app.cipher.blindIndex(text), createdAt: app.clock.now() })
    .onConflictDoNothing();
}

export async function removeFavourite(app: FastifyInstance, userId: string, text: string) {
  await app.db.delete(favoriteAffirmations).where(sameText(app, userId, text));
}

export async function listFavourites(app: FastifyInstance, userId: string): Promise<string[]> {
  const rows = await app.db.select({ text: favoriteAffirmations.text }).from(favoriteAffirmations).where(eq(favoriteAffirmations.userId, userId)).orderBy(asc(favoriteAffirmations.createdAt));
  return rows.map((r) => app.cipher.decrypt(r.text));
}
