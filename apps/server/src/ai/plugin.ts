// Decorates `app.ai` with the gateway over the provider AI_PROVIDER selects (local by default when
// no AI_API_KEY is set).
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createAiGateway } from './create-gateway';
import { createLocalProvider } from './local/local-provider';
import { createOpenAiProvider } from './openai/openai-provider';
import type { AiProvider } from './provider';

export function createProvider(app: FastifyInstance): AiProvider {
  return app.config.aiProvider === 'openai' ? createOpenAiProvider(app.config) : createLocalProvider(app.config);
}

export const aiPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorate('ai', createAiGateway(app, createProvider(app)));
  },
  { name: 'haven-ai' },
);
