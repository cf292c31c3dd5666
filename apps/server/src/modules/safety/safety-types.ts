// The safety layer contract (DESIGN.md 4). Every user turn, typed or transcribed, goes through
// `app.safety.screen` before any model call:
//
//   const screened = await app.safety.screen({ text, language, country, feature: 'therapy', userId, visitorId });
//   if (screened.safety.crisis) {
//     // STOP HERE. Do not call app.ai, do not count a quota, do not store the text as a normal turn.
//     return { reply: screened.crisisReply, safety: screened.safety, disclosure };   // client shows "Get help now"
//   }
//   const reply = app.safety.checkOutput(await app.ai.chatReply(...), language);     // (the gateway already does this)
//
// `screen` itself records the safety_events row (no text); the caller only has to return early.
// `disclosureDue` is called once per AI answer (chat reply, therapy start, therapy reply) and its
// result sent as `disclosure`; a therapy session passes its own startedAt/disclosedAt and stores
// `therapy_sessions.disclosed_at = now` whenever the answer is true.
import type { ConversationTurn } from '../../ai/gateway';

export type CrisisCategory = 'suicide' | 'self_harm' | 'harm_to_others' | 'abuse';

/**
 * The clinical risk class (C-SSRS ladder plus self-harm, harm to others and abuse), finer than the
 * API category it maps to (RISK_CLASS_CATEGORY). Severity rises from passive_wish to attempt.
 */
export type RiskClass =
  | 'passive_wish'
  | 'active_ideation'
  | 'method'
  | 'intent'
  | 'plan'
  | 'preparatory'
  | 'attempt'
  | 'self_harm'
  | 'harm_to_others'
  | 'abuse';

export const RISK_CLASSES: RiskClass[] = ['passive_wish', 'active_ideation', 'method', 'intent', 'plan', 'preparatory', 'attempt', 'self_harm', 'harm_to_others', 'abuse'];

export const RISK_CLASS_CATEGORY: Record<RiskClass, CrisisCategory> = {
  passive_wish: 'suicide',
  active_ideation: 'suicide',
  method: 'suicide',
  intent: 'suicide',
  plan: 'suicide',
  preparatory: 'suicide',
  attempt: 'suicide',
  self_harm: 'self_harm',
  harm_to_others: 'harm_to_others',
  abuse: 'abuse',
};

export interface Helpline {
  name: string;
  phone?: string;
  sms?: string;
  url?: string;
}

/** The `safety` field of AI answers (DESIGN.md 9). */
export interface SafetyResult {
  crisis: boolean;
  category?: CrisisCategory;
  /** The finer clinical class behind `category`, when the detector can tell. */
  riskClass?: RiskClass;
  helplines?: Helpline[];
}

export interface ScreenInput {
  text: string;
  language?: string;
  country?: string;
  feature: 'chat' | 'therapy' | 'voice' | 'meditation' | 'affirmation' | 'checkin';
  userId?: string;
  visitorId?: string;
  /**
   * The conversation this turn belongs to (chat: `chat:user:<id>` / `chat:visitor:<id>`; therapy:
   * `therapy:<sessionId>`): weak signals over its last turns add up to a crisis (conversation-risk.ts).
   */
  conversationKey?: string;
  /**
   * The conversation's earlier messages, oldest first, for the model's risk assessment (the third
   * layer, risk-assessment.ts): the history the caller loads for the model prompt anyway (or the
   * promise of it), never a query of its own. Only the last few, clipped, are sent.
   */
  context?: ConversationTurn[] | Promise<ConversationTurn[]>;
}

export interface Screened {
  safety: SafetyResult;
  crisisReply?: string;
}

export interface SafetyService {
  /** Pure detection, no side effects. */
  check(text: string, opts?: { language?: string; country?: string }): SafetyResult;
  /**
   * Detection plus, on a hit, a recorded safety event (no message text) and the calm crisis reply
   * in the user's language to send instead of calling the model.
   */
  screen(input: ScreenInput): Promise<{ safety: SafetyResult; crisisReply?: string }>;
  /** The offline layers only (rules + classifier): instant, and a hit spends no model call. */
  screenOffline(input: ScreenInput): Promise<Screened>;
  /**
   * The provider-side checks alone, to run in parallel with the model's reply: moderation and the
   * model's structured risk assessment (with `context`), both at once. Null when neither flags the
   * turn (or they are off or fail); on the first flag, the recorded event and crisis reply.
   */
  screenProvider(input: ScreenInput): Promise<Screened | null>;
  /** Replaces a model reply that claims to be human or a licensed professional. */
  checkOutput(reply: string, language?: string): string;
  /**
   * Whether the client must show the AI disclosure now (first use, after 7 days away, every 3 h of
   * a continuing conversation). Records the showing.
   */
  disclosureDue(input: { userId?: string; visitorId?: string; sessionStartedAt?: Date; sessionDisclosedAt?: Date | null }): Promise<boolean>;
}

declare module 'fastify' {
  interface FastifyInstance {
    safety: SafetyService;
  }
}
