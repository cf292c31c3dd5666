import type { FastifyPluginAsync } from 'fastify';
import { healthRoutes } from './health/routes';
import { testingRoutes } from './testing/routes';
import { authRoutes } from './auth/routes';
import { profileRoutes } from './profile/routes';
import { mailRoutes } from './mail/routes';
import { refundRoutes } from './refund/routes';
import { meditationRoutes } from './meditation/routes';
import { affirmationRoutes } from './affirmation/routes';
import { chatRoutes } from './chat/routes';
import { therapyRoutes } from './therapy/routes';
import { voiceRoutes } from './voice/routes';
import { safetyRoutes } from './safety/routes';
import { billingRoutes } from './billing/routes';
import { historyRoutes } from './history/routes';
import { progressRoutes } from './progress/routes';

// Each domain registers one routes plugin here, under /api/v1.
export const featureModules: FastifyPluginAsync[] = [healthRoutes, testingRoutes, authRoutes, profileRoutes, mailRoutes, refundRoutes, meditationRoutes, affirmationRoutes, chatRoutes, therapyRoutes, safetyRoutes, voiceRoutes, billingRoutes, historyRoutes, progressRoutes];
