import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { helplineSchema } from '@haven/core';
import { RISK_CLASSES, type RiskClass } from './safety-types';

export const safetyRoutes: FastifyPluginAsyncZod = async (app) => {
  // Pure detection for clients and partners: records nothing (feature turns go through screen()).
  app.post(
    '/safety/check',
    {
      config: { rateLimit: { max: 60, timeWindow: '1 minute', keyGenerator: (request) => request.ip } },
      schema: {
        body: z.object({
          text: z.string().min(1, 'text is required').max(5000, 'text must be at most 5000 characters'),
          language: z.string().max(40).optional(),
          country: z.string().regex(/^[A-Za-z]{2}$/, 'country must be a two-letter code such as US or GB').optional(),
        }),
        response: {
          200: z.object({
            crisis: z.boolean(),
            category: z.enum(['suicide', 'self_harm', 'harm_to_others', 'abuse']).optional(),
            riskClass: z.enum(RISK_CLASSES as [RiskClass, ...RiskClass[]]).optional(),
            helplines: z.array(helplineSchema),
          }),
        },
      },
    },
    async (request) => {
      const { text, language, country } = request.body;
      const result = app.safety.check(text, { language, country });
      return { crisis: result.crisis, ...(result.category ? { category: result.category } : {}), ...(result.riskClass ? { riskClass: result.riskClass } : {}), helplines: result.helplines ?? [] };
    },
  );
};
