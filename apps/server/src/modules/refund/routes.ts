import { refundRequestSchema } from '@haven/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { refunds } from '../../db/schema';
import { sendMail } from '../mail/mailer';
import { refundNoticeMail } from './refund-mail';

// A public form that sends e-mail: a few requests per address per hour is plenty for people.
export const REFUND_RATE_LIMIT = { max: 5, timeWindow: '1 hour' } as const;

/** POST /refunds/addRefund (spec 7): stores the request (reason encrypted) and tells support. */
export const refundRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/refunds/addRefund',
    {
      schema: { body: refundRequestSchema, response: { 201: z.object({ message: z.string(), id: z.string() }) } },
      config: { rateLimit: { ...REFUND_RATE_LIMIT, keyGenerator: (req) => `refund:${req.ip}` } },
    },
    async (request, reply) => {
      const body = request.body;
      const [row] = await app.db
        .insert(refunds)
        .values({
          email: body.email,
          purchaseDate: body.purchaseDate,
          subType: body.subType,
          reason: body.reason ? app.cipher.encrypt(body.reason) : '',
          userId: request.auth?.userId ?? null,
        })
        .returning({ id: refunds.id });
      try {
        await sendMail(app, refundNoticeMail(app.config.SUPPORT_EMAIL, row.id, body, Boolean(app.config.SMTP_URL)));
      } catch (err) {
        // The request is stored; support also reviews the refunds table, so a mail outage is not the user's failure.
        request.log.error({ err, refundId: row.id }, 'refund notice mail failed');
      }
      return reply.status(201).send({ message: 'Refund request received', id: row.id });
    },
  );
};
