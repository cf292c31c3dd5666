import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  const app = await buildApp({ config });
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    // close() stops accepting, waits for in-flight requests, then runs onClose (database, redis).
    const force = setTimeout(() => process.exit(1), 10_000).unref();
    await app.close();
    clearTimeout(force);
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
  await app.listen({ port: config.PORT, host: config.HOST });
  app.log.info(`Haven is listening on http://localhost:${config.PORT} (database: ${app.database.kind}, AI: ${config.aiProvider})`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
