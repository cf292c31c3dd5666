import { helplinesFor, toSafetyLanguage } from '@haven/core/safety';
import type { FastifyInstance } from 'fastify';
import { safetyEvents } from '../../db/schema';
import { CRISIS_REPLIES } from './data/replies';
import { detectCrisis } from './detector';
import { createVisitorSeenStore, disclosureDue } from './disclosure';
import { checkOutput } from './output-check';
import type { SafetyResult, SafetyService, ScreenInput } from './safety-types';

export function createSafetyService(app: FastifyInstance): SafetyService {
  const seen = createVisitorSeenStore(app, app.config.REDIS_KEY_PREFIX);

  function assess(text: string, opts: { language?: string; country?: string } = {}) {
    const hit = detectCrisis(text);
    if (!hit) return { safety: { crisis: false } satisfies SafetyResult, hit };
    // Help lines follow the chosen language, else the language the person actually wrote in.
    const chosen = toSafetyLanguage(opts.language);
    const written = hit.language === 'roman' ? undefined : hit.language;
    const safety: SafetyResult = { crisis: true, category: hit.category, helplines: helplinesFor({ country: opts.country, language: chosen ?? written ?? (hit.language === 'roman' ? 'hi' : 'en') }) };
    return { safety, hit, chosen };
  }

  return {
    check: (text, opts) => assess(text, opts).safety,

    async screen(input: ScreenInput) {
      const { safety, hit, chosen } = assess(input.text, input);
      if (!hit) return { safety };
      // The reply language: the person's chosen language, else the one they wrote in.
      const replyLanguage = chosen && !(hit.language === 'roman' && (chosen === 'hi' || chosen === 'ur')) ? chosen : hit.language;
      await app.db.insert(safetyEvents).values({
        userId: input.userId ?? null,
        visitorId: input.userId ? null : (input.visitorId ?? null),
        feature: input.feature,
        category: hit.category,
        language: replyLanguage,
        source: 'input',
        createdAt: app.clock.now(),
      });
      return { safety, crisisReply: CRISIS_REPLIES[replyLanguage] };
    },

    checkOutput,

    disclosureDue: (input) => disclosureDue(app, seen, input),
  };
}
