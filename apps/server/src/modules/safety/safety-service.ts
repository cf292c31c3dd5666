import { helplinesFor, toSafetyLanguage } from '@haven/core/safety';
import type { FastifyInstance } from 'fastify';
import { safetyEvents } from '../../db/schema';
import { CRISIS_REPLIES } from './data/replies';
import { riskClassOf } from './classes';
import type { CrisisHit } from './detector';
import { loadModel } from './classifier/model';
import { createRiskStore, conversationCrisis, weakSignal } from './conversation-risk';
import { detectOffline, guessLanguage, type OfflineVerdict } from './offline';
import { createModerationCheck } from './moderation';
import { createRiskAssessment } from './risk-assessment';
import { createVisitorSeenStore, disclosureDue } from './disclosure';
import { checkOutput } from './output-check';
import { RISK_CLASS_CATEGORY, type SafetyResult, type SafetyService, type ScreenInput, type Screened } from './safety-types';

type ProviderFlag = { hit: CrisisHit; source: 'moderation' | 'assessment' };

export function createSafetyService(app: FastifyInstance): SafetyService {
  const seen = createVisitorSeenStore(app, app.config.REDIS_KEY_PREFIX);

  const moderate = createModerationCheck(app.config, app.log);
  const assessRisk = createRiskAssessment(app.config, app.log);
  // The classifier's weights, read once now (not on the first message); without the file the rules work alone.
  if (!loadModel()) app.log.warn('crisis classifier weights missing (run npm run safety:train); the rule layer works alone');

  const risk = createRiskStore(app, app.config.REDIS_KEY_PREFIX);

  /** Rules and classifier together (offline.ts), as the hit the rest of the service works with. */
  const toHit = (v: OfflineVerdict): CrisisHit | null => (v.crisis ? { category: v.category!, riskClass: v.riskClass!, language: v.language } : null);
  const offlineHit = (text: string) => toHit(detectOffline(text));

  /** Adds this turn's weak signals to the conversation; a crisis when they add up (conversation-risk.ts). */
  async function conversationHit(key: string, text: string, verdict: OfflineVerdict): Promise<CrisisHit | null> {
    const signals = await risk.push(key, weakSignal(text, verdict));
    if (!conversationCrisis(signals)) return null;
    await risk.clear(key);
    const rung = verdict.modelClass && RISK_CLASS_CATEGORY[verdict.modelClass] === 'suicide' ? verdict.modelClass : 'passive_wish';
    return { category: 'suicide', riskClass: rung, language: verdict.language };
  }

  function assess(hit: CrisisHit | null, opts: { language?: string; country?: string } = {}) {
    if (!hit) return { safety: { crisis: false } satisfies SafetyResult, hit };
    // Help lines follow the chosen language, else the language the person actually wrote in.
    const chosen = toSafetyLanguage(opts.language);
    const written = hit.language === 'roman' ? undefined : hit.language;
    const safety: SafetyResult = { crisis: true, category: hit.category, riskClass: hit.riskClass, helplines: helplinesFor({ country: opts.country, language: chosen ?? written ?? (hit.language === 'roman' ? 'hi' : 'en') }) };
    return { safety, hit, chosen };
  }

  /** The answer for a hit (or none): on a hit, the recorded event (no text) and the calm crisis reply. */
  async function screenWith(input: ScreenInput, found: CrisisHit | null, source: 'input' | 'conversation' | 'moderation' | 'assessment'): Promise<Screened> {
    const { safety, hit, chosen } = assess(found, input);
    if (!hit) return { safety };
    // The reply language: the person's chosen language, else the one they wrote in.
    const replyLanguage = chosen && !(hit.language === 'roman' && (chosen === 'hi' || chosen === 'ur')) ? chosen : hit.language;
    await app.db.insert(safetyEvents).values({
      userId: input.userId ?? null,
      visitorId: input.userId ? null : (input.visitorId ?? null),
      feature: input.feature,
      category: app.cipher.encrypt(hit.category), // sealed: what someone disclosed (issue 14)
      language: replyLanguage,
      source,
      createdAt: app.clock.now(),
    });
    return { safety, crisisReply: CRISIS_REPLIES[replyLanguage] };
  }

  /** Rules, classifier and the conversation's risk state: instant, no provider call. */
  async function screenOffline(input: ScreenInput): Promise<Screened> {
    const verdict = detectOffline(input.text);
    let found = toHit(verdict);
    let source: 'input' | 'conversation' = 'input';
    if (input.conversationKey) {
      if (found) await risk.clear(input.conversationKey);
      else if ((found = await conversationHit(input.conversationKey, input.text, verdict))) source = 'conversation';
    }
    return screenWith(input, found, source);
  }

  /** Moderation's flag as a hit (the help lines follow the chosen language, else English). */
  async function moderationHit(input: ScreenInput): Promise<{ hit: CrisisHit; source: 'moderation' } | null> {
    const category = await moderate!(input.text);
    if (!category) return null;
    return { hit: { category, language: toSafetyLanguage(input.language) ?? 'en', riskClass: riskClassOf(category, '') }, source: 'moderation' };
  }

  /** The model's risk assessment as a hit: its class, mapped to the API category. */
  async function assessmentHit(input: ScreenInput, signal: AbortSignal): Promise<{ hit: CrisisHit; source: 'assessment' } | null> {
    const verdict = await assessRisk!({ text: input.text, context: input.context, signal });
    if (!verdict?.crisis || !verdict.riskClass) return null;
    const language = toSafetyLanguage(input.language) ?? guessLanguage(input.text);
    return { hit: { category: RISK_CLASS_CATEGORY[verdict.riskClass], riskClass: verdict.riskClass, language }, source: 'assessment' };
  }

  async function screenProvider(input: ScreenInput): Promise<Screened | null> {
    if (!moderate && !assessRisk) return null;
    // Both provider checks at once: the turn is a crisis as soon as either flags it (the other is
    // not waited for; the assessment's request is aborted), and cleared once both have cleared it.
    const done = new AbortController();
    const checks: Promise<ProviderFlag | null>[] = [moderate ? moderationHit(input) : null, assessRisk ? assessmentHit(input, done.signal) : null].filter((c) => c !== null);
    const flagged = await firstFlag(checks);
    done.abort();
    return flagged ? screenWith(input, flagged.hit, flagged.source) : null;
  }

  return {
    check: (text, opts) => assess(offlineHit(text), opts).safety,

    async screen(input: ScreenInput) {
      // Offline layers first (rules + classifier); only when they find nothing does the provider get a say (an offline hit never waits).
      const offline = await screenOffline(input);
      if (offline.safety.crisis) return offline;
      return (await screenProvider(input)) ?? offline;
    },

    screenOffline,

    screenProvider,

    checkOutput,

    disclosureDue: (input) => disclosureDue(app, seen, input),
  };
}

/** The first non-null result, or null once every promise has given null (a rejection counts as null). */
function firstFlag<T>(promises: Promise<T | null>[]): Promise<T | null> {
  return new Promise((resolve) => {
    let pending = promises.length;
    if (!pending) resolve(null);
    for (const p of promises)
      p.then(
        (v) => {
          if (v !== null) resolve(v);
          else if (--pending === 0) resolve(null);
        },
        () => {
          if (--pending === 0) resolve(null);
        },
      );
  });
}
