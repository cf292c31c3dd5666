import { helplinesFor, toSafetyLanguage } from '@haven/core/safety';
import type { FastifyInstance } from 'fastify';
import { safetyEvents } from '../../db/schema';
import { CRISIS_REPLIES } from './data/replies';
import { riskClassOf } from './classes';
import { type CrisisHit, detectCrisis } from './detector';
import { createModerationCheck } from './moderation';
import { createVisitorSeenStore, disclosureDue } from './disclosure';
import { checkOutput } from './output-check';
import type { SafetyResult, SafetyService, ScreenInput } from './safety-types';

export function createSafetyService(app: FastifyInstance): SafetyService {
  const seen = createVisitorSeenStore(app, app.config.REDIS_KEY_PREFIX);

  const moderate = createModerationCheck(app.config, app.log);

  function assess(hit: CrisisHit | null, opts: { language?: string; country?: string } = {}) {
    if (!hit) return { safety: { crisis: false } satisfies SafetyResult, hit };
    // Help lines follow the chosen language, else the language the person actually wrote in.
    const chosen = toSafetyLanguage(opts.language);
    const written = hit.language === 'roman' ? undefined : hit.language;
    const safety: SafetyResult = { crisis: true, category: hit.category, riskClass: hit.riskClass, helplines: helplinesFor({ country: opts.country, language: chosen ?? written ?? (hit.language === 'roman' ? 'hi' : 'en') }) };
    return { safety, hit, chosen };
  }

  return {
    check: (text, opts) => assess(detectCrisis(text), opts).safety,

    async screen(input: ScreenInput) {
      // Rules first; only when they find nothing does the model get a say (a rule hit never waits).
      let found = detectCrisis(input.text);
      let byModel = false;
      if (!found && moderate) {
        const category = await moderate(input.text);
        if (category) [found, byModel] = [{ category, language: toSafetyLanguage(input.language) ?? 'en', riskClass: riskClassOf(category, '') }, true];
      }
      const { safety, hit, chosen } = assess(found, input);
      if (!hit) return { safety };
      // The reply language: the person's chosen language, else the one they wrote in.
      const replyLanguage = chosen && !(hit.language === 'roman' && (chosen === 'hi' || chosen === 'ur')) ? chosen : hit.language;
      await app.db.insert(safetyEvents).values({
        userId: input.userId ?? null,
        visitorId: input.userId ? null : (input.visitorId ?? null),
        feature: input.feature,
        category: hit.category,
        language: replyLanguage,
        source: byModel ? 'moderation' : 'input',
        createdAt: app.clock.now(),
      });
      return { safety, crisisReply: CRISIS_REPLIES[replyLanguage] };
    },

    checkOutput,

    disclosureDue: (input) => disclosureDue(app, seen, input),
  };
}
