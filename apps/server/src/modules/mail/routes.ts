import { asc } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { mailOutbox } from '../../db/schema';

/** GET /dev/outbox: development without SMTP only (DESIGN 9); not registered otherwise, so 404. */
export const mailRoutes: FastifyPluginAsyncZod = async (app) => {
  if (app.config.isProduction || app.config.SMTP_URL) return;
  app.get('/dev/outbox', async () => {
    const rows = await app.db.select().from(mailOutbox).orderBy(asc(mailOutbox.createdAt));
    const d = (s: string) => app.cipher.decrypt(s);
    return rows.map((r) => ({ to: r.to, subject: d(r.subject), text: d(r.text), links: r.links.map(d) }));
  });
};
