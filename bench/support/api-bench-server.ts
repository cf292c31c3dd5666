// The real server plus a bare hello route in the same process (the throughput ceiling). Compiled
// like production (apps/server/scripts/build.mjs) and run with plain node by bench/api.ts; the
// users it serves were seeded beforehand by api-bench-seed.ts in another process.
import type { FastifyPluginAsync } from 'fastify';
import { buildApp } from '../../apps/server/src/app';
import { loadConfig } from '../../apps/server/src/config';
import { featureModules } from '../../apps/server/src/modules';

const hello: FastifyPluginAsync = async (app) => {
  app.get('/bench/hello', async () => ({ hello: 'world' }));
};
featureModules.push(hello);

const config = loadConfig();
const app = await buildApp({ config, logger: false });
await app.listen({ port: config.PORT, host: '127.0.0.1' });
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
