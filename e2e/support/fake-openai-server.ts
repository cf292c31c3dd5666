/**
 * A fake OpenAI-compatible transcription server for browser tests, started by Playwright's
 * `webServer` next to the app (which gets AI_STT_BASE_URL pointing here). It answers
 * POST /v1/audio/transcriptions like OpenAI does: multipart with `model` and `file`, 400 unless the
 * model is the expected one and the file is a non-empty webm upload.
 *
 *   FAKE_OPENAI_PORT   port to listen on (127.0.0.1)
 *   FAKE_TRANSCRIPT    what every recording "says"
 *   FAKE_STT_MODEL     the model it insists on (default gpt-4o-mini-transcribe)
 *
 * GET /health answers 200 (Playwright waits for it); GET /requests lists what was received
 * ({ path, model, language, file: { name, type, size, magic } }) so tests can check the upload.
 * POST /fail-next makes the next transcription answer 400, as a provider does with audio it cannot use.
 */
import http from 'node:http';

const port = Number(process.env.FAKE_OPENAI_PORT ?? 5318);
const transcript = process.env.FAKE_TRANSCRIPT ?? 'I have been feeling stressed at work lately.';
const sttModel = process.env.FAKE_STT_MODEL ?? 'gpt-4o-mini-transcribe';

interface Received {
  path: string;
  model?: string;
  language?: string;
  file?: { name: string; type: string; size: number; magic: string };
}
const received: Received[] = [];
let failNext = false;

function json(res: http.ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

async function readBody(req: http.IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const c of req) chunks.push(c as Buffer);
  return Buffer.concat(chunks);
}

async function transcription(req: http.IncomingMessage, res: http.ServerResponse) {
  const raw = await readBody(req);
  // The platform's own multipart parser (undici).
  const form = await new Request('http://fake.local/', { method: 'POST', headers: { 'content-type': req.headers['content-type'] ?? '' }, body: new Uint8Array(raw) }).formData();
  const file = form.get('file');
  const entry: Received = { path: '/v1/audio/transcriptions', model: String(form.get('model') ?? ''), language: form.get('language')?.toString() };
  if (file && typeof file !== 'string') {
    const head = Buffer.from(await file.slice(0, 4).arrayBuffer());
    entry.file = { name: file.name, type: file.type, size: file.size, magic: head.toString('hex') };
  }
  received.push(entry);
  if (failNext) {
    failNext = false;
    return json(res, 400, { error: { message: 'Audio file might be corrupted or unsupported' } });
  }
  if (entry.model !== sttModel) return json(res, 400, { error: { message: `unknown model ${entry.model}` } });
  if (!entry.file || entry.file.size === 0) return json(res, 400, { error: { message: 'file is required' } });
  if (entry.file.type !== 'audio/webm' && !entry.file.name.endsWith('.webm')) return json(res, 400, { error: { message: `expected webm, got ${entry.file.type}` } });
  json(res, 200, { text: transcript });
}

const server = http.createServer((req, res) => {
  const path = (req.url ?? '').split('?')[0];
  if (req.method === 'GET' && path === '/health') return json(res, 200, { status: 'ok' });
  if (req.method === 'GET' && path === '/requests') return json(res, 200, received);
  if (req.method === 'POST' && path === '/fail-next') {
    failNext = true;
    return json(res, 200, { ok: true });
  }
  if (req.method === 'POST' && path === '/v1/audio/transcriptions') {
    transcription(req, res).catch((err: Error) => json(res, 500, { error: { message: err.message } }));
    return;
  }
  json(res, 404, { error: { message: 'Not found' } });
});

server.listen(port, '127.0.0.1', () => console.info(`fake OpenAI transcription server on http://127.0.0.1:${port}/v1`));
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => server.close(() => process.exit(0)));
