import { z } from 'zod';
import type { Helpline } from './safety';

/**
 * The wire shape of a help line in answers (safety check, check-in, questionnaire). Kept apart
 * from safety.ts, which the prerendered public pages load and which therefore stays free of zod.
 */
export const helplineSchema = z.object({ name: z.string(), country: z.string().optional(), phone: z.string().optional(), sms: z.string().optional(), url: z.string().optional() }) satisfies z.ZodType<Helpline>;
