import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isPaidSubType } from '@haven/core';
import type { AiCaller } from '../../ai/gateway';
import { users } from '../../db/schema';
import { HttpError } from '../../plugins/errors';

// Who may generate a meditation or affirmation set (spec 6, DESIGN.md 7), decided only from the
// server's records: visitors get one trial (cookie + IP), free users one set each (the
// isMeditation / isAffirmation flag, claimed here by the server), premium users are unlimited.
export type GenerationFeature = 'meditation' | 'affirmation';

const FLAG = { meditation: users.isMeditation, affirmation: users.isAffirmation } as const;
const FLAG_KEY = { meditation: 'isMeditation', affirmation: 'isAffirmation' } as const;
const UPGRADE_MESSAGE: Record<GenerationFeature, string> = {
  meditation: 'You have used your free meditations. Upgrade to Premium for unlimited meditations.',
  affirmation: 'You have used your free affirmations. Upgrade to Premium for unlimited affirmations.',
};

export interface GenerationAllowance {
  caller: AiCaller;
  userId?: string;
  premium: boolean;
  /** Gives the free use back when generation failed, so a provider error does not cost the user. */
  release(): Promise<void>;
}

export function upgradeRequired(feature: GenerationFeature): HttpError {
  return new HttpError(402, UPGRADE_MESSAGE[feature], { redirect: '/pricing', code: 'upgrade_required' });
}

export async function claimGeneration(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  feature: GenerationFeature,
  fetchUserErrorCode: string,
): Promise<GenerationAllowance> {
  const noop = async () => {};
  if (!request.auth) {
    const trial = await app.quotas.consumeVisitorTrial(request, reply, feature);
    if (!trial.allowed) throw upgradeRequired(feature);
    return { caller: { visitorId: app.quotas.visitorId(request, reply) }, premium: false, release: noop };
  }

  const userId = request.auth.userId;
  const [user] = await app.db.select({ isPremium: users.isPremium, subType: users.subType }).from(users).where(eq(users.id, userId)).limit(1);
  if (!user) throw new HttpError(404, 'We could not load your account. Please sign in again.', { code: fetchUserErrorCode });

  const flag = FLAG[feature];
  if (user.isPremium && isPaidSubType(user.subType)) {
    await app.db.update(users).set({ [FLAG_KEY[feature]]: true }).where(eq(users.id, userId));
    return { caller: { userId }, userId, premium: true, release: noop };
  }
  // One conditional update is the claim, so two concurrent requests cannot both get the free set.
  const claimed = await app.db
    .update(users)
    .set({ [FLAG_KEY[feature]]: true, updatedAt: app.clock.now() })
    .where(and(eq(users.id, userId), eq(flag, false)))
    .returning({ id: users.id });
  if (claimed.length === 0) throw upgradeRequired(feature);
  return {
    caller: { userId },
    userId,
    premium: false,
    release: async () => {
      await app.db.update(users).set({ [FLAG_KEY[feature]]: false }).where(eq(users.id, userId));
    },
  };
}

/** Generation costs a model call: limited per caller (user, else IP). */
export function generationRateLimit(feature: GenerationFeature) {
  return {
    max: 10,
    timeWindow: '1 minute',
    hook: 'preHandler' as const,
    keyGenerator: (req: FastifyRequest) => (req.auth ? `${feature}:u:${req.auth.userId}` : `${feature}:ip:${req.ip}`),
  };
}
