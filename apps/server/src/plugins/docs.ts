import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** OpenAPI document generated from the routes' zod schemas, served at /api/docs/json. */
export async function registerDocs(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: { info: { title: 'Haven API', version: '1.0.0' } },
    transform: jsonSchemaTransform,
  });
  app.get('/api/docs/json', { schema: { hide: true } }, async () => app.swagger());
}
