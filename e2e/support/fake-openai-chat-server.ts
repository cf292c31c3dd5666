/**
 * The fake OpenAI-compatible server from the gateway tests (apps/server/test/support/fake-openai.ts)
 * on a fixed port, so browser tests can run the whole product on the `openai` provider:
 *   E2E_AI_PROVIDER=openai E2E_PORT=... npm run test:e2e
 * Playwright starts this beside the app (see playwright.config.ts). Replies stream in small
 * chunks with a short delay, as a real provider's do.
 *
 *   FAKE_OPENAI_CHAT_PORT   port to listen on (127.0.0.1)
 */
import http from 'node:http';
import { NO_RISK, startFakeOpenAi } from '../../apps/server/test/support/fake-openai';

const port = Number(process.env.FAKE_OPENAI_CHAT_PORT ?? 6318);
const fake = await startFakeOpenAi({ latencyMs: 20, chunkDelayMs: 30, chunkWords: 2 });
// The safety layer's risk assessment (its marker in the system prompt, see risk-assessment.ts) is
// recognised and answered apart from replies: no risk, so the journeys see the model's replies
// (their crisis turns are caught by the offline layers, which spend no provider call at all).
fake.assessment = NO_RISK;
const target = new URL(fake.baseUrl);

// A plain pass-through (streamed both ways) from the fixed port to the fake's own random port.
const server = http.createServer((req, res) => {
  if (req.method === 'GET' && req.url === '/health') {
    res.writeHead(200, { 'content-type': 'application/json' });
    return res.end('{"status":"ok"}');
  }
  const upstream = http.request({ host: target.hostname, port: target.port, method: req.method, path: req.url, headers: req.headers }, (up) => {
    res.writeHead(up.statusCode ?? 502, up.headers);
    up.pipe(res);
  });
  upstream.on('error', () => {
    if (!res.headersSent) res.writeHead(502);
    res.end();
  });
  req.pipe(upstream);
});
server.listen(port, '127.0.0.1', () => console.info(`fake OpenAI-compatible server on http://127.0.0.1:${port}/v1`));
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => {
    server.close();
    void fake.close().then(() => process.exit(0));
  });
