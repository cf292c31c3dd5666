// Role limits (spec 6), enforced by the server; the browser only mirrors them for display.
export const FREE_CHAT_CAP = 5;
export const AFFIRMATIONS_PER_GENERATION = 4;
export const MEDITATIONS_PER_GENERATION = 3;
export const MEDITATIONS_SHOWN = 6;
export const MEDITATION_DEFAULTS = { duration: '10 minutes', type: 'Guided meditation' } as const;
export const AI_DISCLOSURE_AFTER_AWAY_MS = 7 * 24 * 3600 * 1000;
export const AI_DISCLOSURE_REPEAT_MS = 3 * 3600 * 1000;
export const AI_DISCLOSURE_TEXT =
  'You are talking to an AI, not a human or a licensed clinician. Haven is not for emergencies: if you are in danger, call your local emergency number or use Get help.';
/**
 * A premium therapy session spends a session credit only if it lasted at least this long (by the
 * server's clock, settled on end or time-out): a session abandoned in its first minutes is free.
 */
export const PREMIUM_MIN_CHARGED_SECONDS = 5 * 60;
/** Shown on the therapy setup screen before a premium session starts. */
export const PREMIUM_CREDIT_RULE = 'A session uses one of your session credits only if it lasts 5 minutes or more; ending it sooner costs nothing.';
/**
 * The most characters of one model reply Haven keeps (about 4,000 tokens; replies are asked for
 * far shorter): a longer streamed reply is cut here, before it is sent on or stored.
 */
export const AI_MAX_OUTPUT_CHARS = 16_000;
/** The most bytes Haven reads of one provider response; past it the call fails and nothing is stored. */
export const AI_MAX_RESPONSE_BYTES = 2 * 1024 * 1024;
