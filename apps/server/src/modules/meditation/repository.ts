import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { GeneratedMeditation } from '../../ai/gateway';
import { meditations, users } from '../../db/schema';

export async function findMeditationPrefs(app: FastifyInstance, userId: string): Promise<unknown | null | undefined> {
  const [row] = await app.db.select({ prefs: users.meditationPrefs }).from(users).where(eq(users.id, userId)).limit(1);
  return row ? row.prefs : undefined;
}

export async function saveMeditationPrefs(app: FastifyInstance, userId: string, prefs: Record<string, unknown>): Promise<boolean> {
  const updated = await app.db.update(users).set({ meditationPrefs: prefs, updatedAt: app.clock.now() }).where(eq(users.id, userId)).returning({ id: users.id });
  return updated.length > 0;
}

/** Stores meditations in the given order; each gets its own timestamp so list order is stable. */
export async function insertMeditations(app: FastifyInstance, userId: string, list: GeneratedMeditation[]) {
  const base = app.clock.now().getTime();
  if (list.length === 0) return;
  await app.db.insert(meditations).values(
    list.map((m, i) => {
      const e = (s: string) => (s ? app.cipher.encrypt(s) : s);
      return { userId, title: e(m.title), description: e(m.description), time: m.time, duration: m.duration, type: e(m.type), createdAt: new Date(base + i) };
    }),
  );
}

export async function recentMeditationTitles(app: FastifyInstance, userId: string, limit: number): Promise<string[]> {
  const rows = await app.db.select({ title: meditations.title }).from(meditations).where(eq(meditations.userId, userId)).orderBy(desc(meditations.createdAt)).limit(limit);
  return rows.map((r) => app.cipher.decrypt(r.title));
}
