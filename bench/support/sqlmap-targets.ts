// What bench/sqlmap attacks: one target per registered route that takes input (body, path params
// or query), each with a valid request so that the input reaches the handler and the database
// rather than stopping at authentication. Sample bodies follow the access-matrix test
// (apps/server/test/security/access-matrix.test.ts).
import { completedEvent, PRICE_IDS } from '../../apps/server/test/billing/paddle-events';

export interface BenchUser {
  userId: string;
  email: string;
  token: string;
  routes: { method: string; url: string; inputs: string[] }[];
}

export interface Target {
  /** The route as registered, e.g. `PUT /api/v1/auth/editProfile/:userId`. */
  route: string;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Path with a `*` injection marker after each path parameter's value. */
  path: string | ((ctx: TargetContext) => Promise<string>);
  /** JSON body: sqlmap tests every value in it (its own JSON processing marks them). */
  json?: unknown;
  /**
   * Put a `*` marker after every string in the JSON body instead of letting sqlmap find the
   * values: sqlmap 1.7 keys JSON parameters by their last name, so four fields all called
   * `default` would be tested once.
   */
  markStrings?: boolean;
  /** A non-JSON body, sent as is; with `onlyParams` so sqlmap does not try to parse it. */
  raw?: { data: string; contentType: string };
  /** Send through the Paddle-signing proxy (the webhook checks a signature before anything else). */
  signed?: boolean;
  /** Restrict sqlmap to these parameters (-p). */
  onlyParams?: string[];
}

export interface TargetContext {
  user: BenchUser;
  baseUrl: string;
  /** A fresh therapy session of the bench user (the previous one is replaced). */
  newTherapySession(): Promise<string>;
}

const NOW = '2026-11-20T10:00:00.000Z';
const medPrefs = { oftenMeditate: 'Daily', meditationGoals: { goal1: 'Stress relief' }, preferredTime: 'Morning', medSessionLength: '10 minutes', preferredMeditationType: 'Guided meditation' };
const affPrefs = { affirmationTheme: 'motivation', preferredAffirmation: 'short' };
export const therapyStart = { mood: 'calm', therapyType: 'CBT Therapy', topic: 'Work stress', language: 'English' };

/** Targets in run order: anything that could end the bench user's session or account comes last. */
export function buildTargets(user: BenchUser): Target[] {
  const u = `${user.userId}*`;
  return [
    // Accounts
    { route: 'POST /api/v1/auth/signup', method: 'POST', path: '/api/v1/auth/signup', json: { name: 'Sqlmap Person', email: 'sqlmap-signup@example.com', password: 'secret12', ageConfirmed: true, termsAccepted: true } },
    { route: 'POST /api/v1/auth/signin', method: 'POST', path: '/api/v1/auth/signin', json: { email: user.email, password: 'wrong-password' } },
    { route: 'GET /api/v1/auth/verify-email/:token', method: 'GET', path: '/api/v1/auth/verify-email/not-a-real-token*' },
    { route: 'POST /api/v1/auth/resend-confirmation', method: 'POST', path: '/api/v1/auth/resend-confirmation', json: { email: user.email } },
    { route: 'POST /api/v1/auth/forgot-password', method: 'POST', path: '/api/v1/auth/forgot-password', json: { email: user.email } },
    { route: 'POST /api/v1/auth/reset-password/:token', method: 'POST', path: '/api/v1/auth/reset-password/not-a-real-token*', json: { newPassword: 'another1' } },
    { route: 'PUT /api/v1/auth/editProfile/:userId', method: 'PUT', path: `/api/v1/auth/editProfile/${u}`, json: { name: 'Changed Name', profession: 'Nurse', mood: 'calm' } },
    { route: 'PUT /api/v1/auth/isUnpaid/:userId', method: 'PUT', path: `/api/v1/auth/isUnpaid/${u}`, json: { isPreferences: 'true' } },
    // Refunds, safety
    { route: 'POST /api/v1/refunds/addRefund', method: 'POST', path: '/api/v1/refunds/addRefund', json: { email: user.email, purchaseDate: 'November 20, 2026', subType: 'basic', reason: 'It did not suit me.' } },
    { route: 'POST /api/v1/safety/check', method: 'POST', path: '/api/v1/safety/check', json: { text: 'I had a good day' } },
    // Meditations and affirmations
    { route: 'PUT /api/v1/meditation/updateMeditationPrefs/:userId', method: 'PUT', path: `/api/v1/meditation/updateMeditationPrefs/${u}`, json: medPrefs },
    { route: 'POST /api/v1/meditation/generate', method: 'POST', path: '/api/v1/meditation/generate', json: { count: 3, preferences: medPrefs } },
    { route: 'POST /api/v1/meditation/addMeditation/:userId', method: 'POST', path: `/api/v1/meditation/addMeditation/${u}`, json: { generatedMeditation: { title: 'Calm', description: 'Breathe in slowly.', time: 'Morning', duration: '10 minutes', type: 'Guided meditation' } } },
    { route: 'PUT /api/v1/affirmation/updateAffirmationsPrefs/:userId', method: 'PUT', path: `/api/v1/affirmation/updateAffirmationsPrefs/${u}`, json: { affirmationsPreferences: affPrefs } },
    { route: 'POST /api/v1/affirmation/generate', method: 'POST', path: '/api/v1/affirmation/generate', json: { preferences: affPrefs } },
    { route: 'POST /api/v1/affirmation/addAffirmation/:userId', method: 'POST', path: `/api/v1/affirmation/addAffirmation/${u}`, json: { generatedAffirmation: 'I am steady and I am learning to be kind to myself every day.' } },
    { route: 'POST /api/v1/affirmation/addFavAffir/:userId', method: 'POST', path: `/api/v1/affirmation/addFavAffir/${u}`, json: { favoriteAffirmations: 'I am steady.' } },
    { route: 'POST /api/v1/affirmation/removeFavAffir/:userId', method: 'POST', path: `/api/v1/affirmation/removeFavAffir/${u}`, json: { favoriteAffirmations: 'I am steady.' } },
    // Chat and therapy
    { route: 'POST /api/v1/ai/chat', method: 'POST', path: '/api/v1/ai/chat', json: { message: 'Work was long today.' } },
    { route: 'POST /api/v1/chatbot/addChat/:userId', method: 'POST', path: `/api/v1/chatbot/addChat/${u}`, json: { chats: { userMessage: { default: 'hi' }, sendTime: { default: NOW }, aiResponse: { default: 'hello' }, responseTime: { default: NOW } } }, markStrings: true },
    { route: 'POST /api/v1/therapy/sessions', method: 'POST', path: '/api/v1/therapy/sessions', json: therapyStart },
    { route: 'POST /api/v1/therapy/sessions/:id/messages', method: 'POST', path: async (c) => `/api/v1/therapy/sessions/${await c.newTherapySession()}*/messages`, json: { text: 'I feel a bit tense.' } },
    { route: 'POST /api/v1/therapy/sessions/:id/end', method: 'POST', path: async (c) => `/api/v1/therapy/sessions/${await c.newTherapySession()}*/end`, json: { summarize: false, time: '10:00 AM' } },
    { route: 'GET /api/v1/therapy/getTherapy/:userId', method: 'GET', path: `/api/v1/therapy/getTherapy/${u}` },
    { route: 'POST /api/v1/therapy/addTherapy/:userId', method: 'POST', path: `/api/v1/therapy/addTherapy/${u}`, json: { therapy: { feeling: 'calm', type: 'CBT Therapy', topic: 'Grief', sessionLength: '05:00', description: 'A summary.', date: NOW, time: '10:00 AM' } } },
    // Voice (premium)
    {
      route: 'POST /api/v1/voice/transcribe',
      method: 'POST',
      path: async (c) => `/api/v1/voice/transcribe?sessionId=${await c.newTherapySession()}`,
      raw: { data: 'A'.repeat(2000), contentType: 'audio/webm' },
      onlyParams: ['sessionId'],
    },
    { route: 'POST /api/v1/voice/speech', method: 'POST', path: '/api/v1/voice/speech', json: { text: 'Take a slow breath.' } },
    // Billing
    // Signed like Paddle, so the payloads reach the code that matches and stores the payment.
    {
      route: 'POST /api/v1/payments/webhook',
      method: 'POST',
      path: '/api/v1/payments/webhook',
      json: completedEvent({ transactionId: 'txn_01sqlmapbench', priceId: PRICE_IDS.basic_monthly, customData: { email: user.email, user_id: user.userId } }),
      markStrings: true,
      signed: true,
    },
    { route: 'PUT /api/v1/auth/updatePremium', method: 'PUT', path: '/api/v1/auth/updatePremium', json: { email: user.email, isPremium: 'true', subType: 'god', transaction: 'txn_forged_123', totalSessions: 40 } },
    { route: 'POST /api/v1/auth/addTotalSessions', method: 'POST', path: '/api/v1/auth/addTotalSessions', json: { email: user.email, totalSessions: 40 } },
    { route: 'POST /api/v1/payments/addPayment', method: 'POST', path: '/api/v1/payments/addPayment', json: { email: user.email, subType: 'god', transaction: 'txn_forged_123', totalSessions: 40 } },
    { route: 'POST /api/v1/payments/confirm', method: 'POST', path: '/api/v1/payments/confirm', json: { transactionId: 'txn_forged_123' } },
    { route: 'POST /api/v1/payments/test-checkout', method: 'POST', path: '/api/v1/payments/test-checkout', json: { subType: 'basic', period: 'monthly' } },
    // Last: a wrong password only, but this is the one route that could remove the bench account.
    { route: 'DELETE /api/v1/auth/account', method: 'DELETE', path: '/api/v1/auth/account', json: { password: 'not-my-password' } },
  ];
}

/** The body with a `*` marker after each string value, and those values' paths in marker order. */
export function markStringValues(json: unknown): { data: string; fields: string[] } {
  const fields: string[] = [];
  const walk = (value: unknown, at: string): unknown => {
    if (typeof value === 'string') {
      fields.push(at);
      return `${value}*`;
    }
    if (Array.isArray(value)) return value.map((v, i) => walk(v, `${at}[${i}]`));
    if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, walk(v, at ? `${at}.${k}` : k)]));
    return value;
  };
  const marked = walk(json, '');
  return { data: JSON.stringify(marked), fields };
}
