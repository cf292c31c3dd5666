import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MIGRATIONS_FOLDER } from '../../db/migrate';

/** How many migrations this build ships (drizzle's journal). */
function shippedMigrations(): number {
  const journal = JSON.parse(fs.readFileSync(path.join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8')) as { entries: unknown[] };
  return journal.entries.length;
}

/** True when the database records every shipped migration as applied (drizzle's own table). */
async function migrationsApplied(app: FastifyInstance, expected: number): Promise<boolean> {
  try {
    const res = await app.db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
    return (res as unknown as { rows: { n: number }[] }).rows[0].n >= expected;
  } catch {
    return false; // no migrations table: an empty schema
  }
}

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  const expected = shippedMigrations();
  app.get(
    '/health',
    { schema: { response: { 200: z.object({ status: z.literal('ok') }), 503: z.object({ status: z.literal('unavailable'), error: z.string() }) } } },
    async (_req, reply) => {
      if (!(await app.database.ping())) return reply.status(503).send({ status: 'unavailable' as const, error: 'The database does not answer.' });
      if (!(await migrationsApplied(app, expected))) {
        return reply.status(503).send({ status: 'unavailable' as const, error: 'The database schema is not up to date: migrations are not applied.' });
      }
      return { status: 'ok' as const };
    },
  );
};
