import type { FastifyPluginAsync } from 'fastify';
import { healthRoutes } from './health/routes';
import { testingRoutes } from './testing/routes';

// Each domain registers one routes plugin here, under /api/v1.
export const featureModules: FastifyPluginAsync[] = [healthRoutes, testingRoutes];
