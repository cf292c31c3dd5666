/**
 * A fake OpenAI-compatible provider: a REAL HTTP server (node:http on 127.0.0.1, port 0) that the
 * official `openai` SDK talks to exactly as it would to OpenAI, Ollama or vLLM. Reuse it in any test
 * that needs the `openai` provider (chat, therapy streaming, voice).
 *
 *   const fake = await startFakeOpenAi({ latencyMs: 0, chunkDelayMs: 5, chunkWords: 1 });
 *   const { app } = await buildTestApp(fake.env({ AI_TIMEOUT_MS: '800' }));
 *   ...
 *   await fake.close();
 *
 * Settings (all mutable properties, change them between requests):
 *   fake.baseUrl        'http://127.0.0.1:<port>/v1' (what AI_BASE_URL must be)
 *   fake.env(extra?)    { AI_PROVIDER: 'openai', AI_BASE_URL, AI_API_KEY: 'test-key', ...extra }
 *   fake.chatReply      string, or (body) => string: the assistant text for text completions
 *   fake.jsonReply      string, or (body) => string: the content when response_format is json_object
 *                       (default: 3 valid meditations, or 4 affirmations when the prompt asks for them)
 *   fake.latencyMs      delay before the response starts (time to first byte)
 *   fake.chunkDelayMs   delay between SSE chunks when `stream: true`
 *   fake.chunkWords     words per SSE chunk
 *   fake.transcript     text /v1/audio/transcriptions answers
 *   fake.sttModel       model the transcription endpoint insists on (default gpt-4o-mini-transcribe)
 *   fake.ttsModel       model the speech endpoint insists on (default gpt-4o-mini-tts)
 *   fake.moderation     (input) => the category names POST /v1/moderations flags ('self-harm/intent',
 *                       'violence', ...; default none); null makes that endpoint answer 404, as on
 *                       OpenAI-compatible servers that lack it
 * The risk assessment (the safety layer's chat completion whose system prompt carries
 * RISK_ASSESSMENT_MARKER) is answered apart from reply requests, and never consumes scripted trouble:
 *   fake.assessment     string, or ({ current, earlier }, body) => string: the assessment's content
 *                       (default {"crisis":false,"class":"none","severity":0}); `current` is the
 *                       turn assessed, `earlier` the context turns [{ role: 'person'|'assistant', text }]
 *   fake.assessmentLatencyMs  its own delay before answering (default null: latencyMs)
 *   fake.assessmentStatus     200, or an error status it answers with
 *   fake.assessmentHang       accept assessment requests and never answer
 *   fake.assessmentJsonMode   false: answer 400 to response_format json_object, as servers without JSON mode
 * Scripted trouble (consumed request by request, any endpoint but the assessment):
 *   fake.failNext(status, { times?, retryAfter?, message? })  answer with an OpenAI-style error
 *   fake.hangNext(times?)                                     accept the request and never answer
 *   fake.stallNext({ afterChunks?, times? })                  send the response headers (and, on a
 *                       stream, `afterChunks` chunks, default 0; otherwise half a JSON body), then
 *                       go silent with the connection open
 * Observation:
 *   fake.requests       every request: { method, path, headers, body (parsed JSON), form (multipart
 *                       fields; the file as { name, type, size }), at (ms timestamp) }
 *   fake.chatRequests() requests to /v1/chat/completions, the risk assessment's excepted
 *   fake.assessmentRequests() the risk assessment's requests
 *   fake.sentChunks     per streamed response, the ms timestamps at which each chunk was written
 *
 * Endpoints: POST /v1/chat/completions (plain, SSE streaming with usage when
 * stream_options.include_usage, JSON mode), POST /v1/audio/speech (WAV; 400 unless voice, input and
 * a known response_format), POST /v1/audio/transcriptions (400 unless the model matches and a
 * non-empty audio/webm file is uploaded as multipart), POST /v1/moderations. Anything else: 404.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { RISK_ASSESSMENT_MARKER } from '../../src/modules/safety/risk-assessment';

export interface FakeRequest {
  method: string;
  path: string;
  headers: http.IncomingHttpHeaders;
  body?: Record<string, unknown>;
  form?: Record<string, string | { name: string; type: string; size: number }>;
  at: number;
}

type ChatBody = Record<string, unknown> & { messages?: { role: string; content: string }[]; stream?: boolean };
type Reply = string | ((body: ChatBody) => string);

export interface AssessedTurn {
  current: string;
  earlier: { role: string; text: string }[];
}
export type AssessmentReply = string | ((turn: AssessedTurn, body: ChatBody) => string);
export const NO_RISK = JSON.stringify({ crisis: false, class: 'none', severity: 0 });

/** Whether a request body is the safety layer's risk assessment (its marker in the system prompt). */
export function isAssessment(body: unknown): boolean {
  const messages = (body as ChatBody | undefined)?.messages;
  return Array.isArray(messages) && messages.some((m) => m.role === 'system' && typeof m.content === 'string' && m.content.includes(RISK_ASSESSMENT_MARKER));
}

/** The turn an assessment request asks about (its user message is JSON: earlier_turns, current_turn). */
export function assessedTurn(body: ChatBody): AssessedTurn {
  const content = body.messages?.find((m) => m.role === 'user')?.content ?? '';
  try {
    const parsed = JSON.parse(content) as { current_turn?: string; earlier_turns?: { role: string; text: string }[] };
    return { current: parsed.current_turn ?? '', earlier: parsed.earlier_turns ?? [] };
  } catch {
    return { current: content, earlier: [] };
  }
}

interface Trouble {
  kind: 'fail' | 'hang' | 'stall';
  afterChunks?: number;
  status?: number;
  retryAfter?: number;
  message?: string;
}

export interface FakeOpenAiOptions {
  latencyMs?: number;
  chunkDelayMs?: number;
  chunkWords?: number;
}

export const DEFAULT_FAKE_REPLY =
  'It sounds like work has been weighing on you, and that makes sense. What thought goes through your mind when your boss criticises you, and what evidence do you have for it?';

export function fakeMeditation(i: number) {
  const steps = [
    'Sit comfortably and let your shoulders drop.',
    'Breathe in for four counts and out for six.',
    'Notice the places where your body touches the chair.',
    'When thoughts come, label them gently and return to the breath.',
    'Picture a calm lake and let each breath smooth its surface.',
    'Let your attention widen to the sounds around you.',
    'Before you finish, name one thing you are grateful for.',
    'Open your eyes slowly and stretch.',
  ];
  return {
    title: `Fake Calm Practice ${i + 1}`,
    description: steps.map((s, n) => `${n + 1}. ${s}`).join('\n') + ` (variation ${i + 1})`,
    time: 'Morning',
    duration: '10 minutes',
    type: 'Guided meditation',
  };
}

export const FAKE_AFFIRMATIONS = [0, 1, 2, 3].map(
  (i) =>
    `I move through today with steady confidence, trusting the effort I make and the care I give myself, because small steps add up to real change (${i + 1}).`,
);

function defaultJsonReply(body: ChatBody): string {
  const prompt = JSON.stringify(body.messages ?? []);
  if (prompt.includes('affirmations')) return JSON.stringify({ affirmations: FAKE_AFFIRMATIONS });
  return JSON.stringify({ meditations: [0, 1, 2].map(fakeMeditation) });
}

/** A short valid WAV (16-bit mono PCM, 24 kHz) of `ms` milliseconds of a quiet tone. */
export function makeWav(ms = 200, sampleRate = 24_000): Buffer {
  const samples = Math.round((sampleRate * ms) / 1000);
  const data = Buffer.alloc(samples * 2);
  for (let i = 0; i < samples; i++) data.writeInt16LE(Math.round(2000 * Math.sin((2 * Math.PI * 440 * i) / sampleRate)), i * 2);
  const header = Buffer.alloc(44);
  header.write('RIFF', 0);
  header.writeUInt32LE(36 + data.length, 4);
  header.write('WAVE', 8);
  header.write('fmt ', 12);
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(sampleRate, 24);
  header.writeUInt32LE(sampleRate * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36);
  header.writeUInt32LE(data.length, 40);
  return Buffer.concat([header, data]);
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export class FakeOpenAi {
  baseUrl = '';
  chatReply: Reply = DEFAULT_FAKE_REPLY;
  jsonReply: Reply = defaultJsonReply;
  latencyMs: number;
  chunkDelayMs: number;
  chunkWords: number;
  transcript = 'I have been feeling anxious about work.';
  sttModel = 'gpt-4o-mini-transcribe';
  ttsModel = 'gpt-4o-mini-tts';
  moderation: ((input: string) => string[]) | null = () => [];
  assessment: AssessmentReply = NO_RISK;
  assessmentLatencyMs: number | null = null;
  assessmentStatus = 200;
  assessmentHang = false;
  assessmentJsonMode = true;
  readonly requests: FakeRequest[] = [];
  readonly sentChunks: number[][] = [];
  private readonly troubles: Trouble[] = [];
  private readonly server: http.Server;

  constructor(opts: FakeOpenAiOptions = {}) {
    this.latencyMs = opts.latencyMs ?? 0;
    this.chunkDelayMs = opts.chunkDelayMs ?? 0;
    this.chunkWords = opts.chunkWords ?? 1;
    this.server = http.createServer((req, res) => {
      this.handle(req, res).catch((err: Error) => {
        if (!res.headersSent) this.error(res, 500, err.message);
        else res.destroy();
      });
    });
  }

  async listen(): Promise<this> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.baseUrl = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/v1`;
    return this;
  }

  env(extra: Record<string, string> = {}): Record<string, string> {
    return { AI_PROVIDER: 'openai', AI_BASE_URL: this.baseUrl, AI_API_KEY: 'test-key', ...extra };
  }

  failNext(status: number, opts: { times?: number; retryAfter?: number; message?: string } = {}) {
    for (let i = 0; i < (opts.times ?? 1); i++)
      this.troubles.push({ kind: 'fail', status, retryAfter: opts.retryAfter, message: opts.message });
  }

  hangNext(times = 1) {
    for (let i = 0; i < times; i++) this.troubles.push({ kind: 'hang' });
  }

  stallNext(opts: { afterChunks?: number; times?: number } = {}) {
    for (let i = 0; i < (opts.times ?? 1); i++) this.troubles.push({ kind: 'stall', afterChunks: opts.afterChunks ?? 0 });
  }

  chatRequests(): FakeRequest[] {
    return this.requests.filter((r) => r.path === '/v1/chat/completions' && !isAssessment(r.body));
  }

  assessmentRequests(): FakeRequest[] {
    return this.requests.filter((r) => r.path === '/v1/chat/completions' && isAssessment(r.body));
  }

  async close(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private async handle(req: http.IncomingMessage, res: http.ServerResponse) {
    const raw = await readBody(req);
    const path = (req.url ?? '').split('?')[0];
    const record: FakeRequest = { method: req.method ?? '', path, headers: req.headers, at: Date.now() };
    const type = req.headers['content-type'] ?? '';
    if (type.includes('application/json') && raw.length) record.body = JSON.parse(raw.toString('utf8')) as Record<string, unknown>;
    if (type.includes('multipart/form-data')) record.form = await parseMultipart(raw, type);
    this.requests.push(record);
    if (path === '/v1/chat/completions' && isAssessment(record.body)) return this.assess(record.body as ChatBody, res);

    const trouble = this.troubles.shift();
    if (trouble?.kind === 'hang') return; // never answer; the client's time-out must fire
    if (this.latencyMs) await sleep(this.latencyMs);
    if (trouble?.kind === 'fail') {
      if (trouble.retryAfter !== undefined) res.setHeader('retry-after', String(trouble.retryAfter));
      return this.error(res, trouble.status ?? 500, trouble.message ?? `Fake failure ${trouble.status}`);
    }
    if (req.method !== 'POST') return this.error(res, 404, 'Not found');
    if (path === '/v1/chat/completions') return this.chat(record.body as ChatBody, res, trouble?.kind === 'stall' ? trouble.afterChunks ?? 0 : undefined);
    if (path === '/v1/audio/speech') return this.speech(record.body ?? {}, res);
    if (path === '/v1/audio/transcriptions') return this.transcription(record.form, res);
    if (path === '/v1/moderations' && this.moderation) return this.moderate(record.body ?? {}, this.moderation, res);
    this.error(res, 404, 'Not found');
  }

  /** `stallAfter`: stop (connection left open) after the headers and that many stream chunks. */
  private async chat(body: ChatBody, res: http.ServerResponse, stallAfter?: number) {
    if (!body?.model || !Array.isArray(body.messages)) return this.error(res, 400, 'model and messages are required');
    const json = (body.response_format as { type?: string } | undefined)?.type === 'json_object';
    const reply = json ? this.jsonReply : this.chatReply;
    const content = typeof reply === 'function' ? reply(body) : reply;
    const promptTokens = Math.ceil(JSON.stringify(body.messages).length / 4);
    const completionTokens = Math.ceil(content.length / 4);
    const usage = { prompt_tokens: promptTokens, completion_tokens: completionTokens, total_tokens: promptTokens + completionTokens };
    const base = { id: 'chatcmpl-fake', created: Math.floor(Date.now() / 1000), model: String(body.model) };
    if (!body.stream && stallAfter !== undefined) {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.write('{"id":"chatcmpl-fake","object":"chat.completion","choices":[{"index":0,"message":{"role":"assistant","content":"Half');
      return;
    }
    if (!body.stream) {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({
          ...base,
          object: 'chat.completion',
          choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop', logprobs: null }],
          usage,
        }),
      );
      return;
    }
    res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache', connection: 'keep-alive' });
    res.flushHeaders();
    const times: number[] = [];
    this.sentChunks.push(times);
    const send = (payload: unknown) => res.write(`data: ${JSON.stringify(payload)}\n\n`);
    const words = content.match(/\S+\s*/g) ?? [];
    for (let i = 0; i < words.length; i += this.chunkWords) {
      if (stallAfter !== undefined && i / this.chunkWords >= stallAfter) return; // silent, left open
      if (i > 0 && this.chunkDelayMs) await sleep(this.chunkDelayMs);
      if (res.destroyed) return;
      const delta =
        i === 0
          ? { role: 'assistant', content: words.slice(i, i + this.chunkWords).join('') }
          : { content: words.slice(i, i + this.chunkWords).join('') };
      send({ ...base, object: 'chat.completion.chunk', choices: [{ index: 0, delta, finish_reason: null }] });
      times.push(Date.now());
    }
    send({ ...base, object: 'chat.completion.chunk', choices: [{ index: 0, delta: {}, finish_reason: 'stop' }] });
    if ((body.stream_options as { include_usage?: boolean } | undefined)?.include_usage)
      send({ ...base, object: 'chat.completion.chunk', choices: [], usage });
    res.end('data: [DONE]\n\n');
  }

  /** The risk assessment: its own scripted verdict, delay and failures (see the header). */
  private async assess(body: ChatBody, res: http.ServerResponse) {
    if (this.assessmentHang) return;
    const delay = this.assessmentLatencyMs ?? this.latencyMs;
    if (delay) await sleep(delay);
    if (res.destroyed) return;
    if (this.assessmentStatus !== 200) return this.error(res, this.assessmentStatus, `Fake failure ${this.assessmentStatus}`);
    if (!this.assessmentJsonMode && body.response_format) return this.error(res, 400, 'response_format is not supported by this server');
    const content = typeof this.assessment === 'function' ? this.assessment(assessedTurn(body), body) : this.assessment;
    const usage = { prompt_tokens: Math.ceil(JSON.stringify(body.messages).length / 4), completion_tokens: Math.ceil(content.length / 4) };
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(
      JSON.stringify({
        id: 'chatcmpl-fake-assessment',
        created: Math.floor(Date.now() / 1000),
        model: String(body.model),
        object: 'chat.completion',
        choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop', logprobs: null }],
        usage: { ...usage, total_tokens: usage.prompt_tokens + usage.completion_tokens },
      }),
    );
  }

  private speech(body: Record<string, unknown>, res: http.ServerResponse) {
    if (body.model !== this.ttsModel) return this.error(res, 400, `unknown model ${String(body.model)}`);
    if (!body.voice || typeof body.input !== 'string' || !body.input) return this.error(res, 400, 'voice and input are required');
    if (body.response_format !== 'wav') return this.error(res, 400, 'this fake only speaks wav');
    const wav = makeWav();
    res.writeHead(200, { 'content-type': 'audio/wav' });
    // Two writes so the client really receives a stream.
    res.write(wav.subarray(0, 44));
    res.end(wav.subarray(44));
  }

  private transcription(form: FakeRequest['form'], res: http.ServerResponse) {
    if (!form) return this.error(res, 400, 'expected multipart/form-data');
    if (form.model !== this.sttModel) return this.error(res, 400, `unknown model ${String(form.model)}`);
    const file = form.file;
    if (!file || typeof file === 'string' || file.size === 0) return this.error(res, 400, 'file is required');
    if (file.type !== 'audio/webm' && !file.name.endsWith('.webm')) return this.error(res, 400, `expected audio/webm, got ${file.type}`);
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ text: this.transcript }));
  }

  private moderate(body: Record<string, unknown>, flag: (input: string) => string[], res: http.ServerResponse) {
    if (typeof body.input !== 'string' || !body.model) return this.error(res, 400, 'model and input are required');
    const flagged = flag(body.input);
    const names = ['harassment', 'hate', 'self-harm', 'self-harm/intent', 'self-harm/instructions', 'sexual', 'violence', 'violence/graphic', ...flagged];
    const categories = Object.fromEntries(names.map((n) => [n, flagged.includes(n)]));
    const scores = Object.fromEntries(names.map((n) => [n, flagged.includes(n) ? 0.93 : 0.001]));
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ id: 'modr-fake', model: String(body.model), results: [{ flagged: flagged.length > 0, categories, category_scores: scores }] }));
  }

  private error(res: http.ServerResponse, status: number, message: string) {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ error: { message, type: status === 429 ? 'rate_limit_exceeded' : 'server_error', code: null, param: null } }));
  }
}

async function readBody(req: http.IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const c of req) chunks.push(c as Buffer);
  return Buffer.concat(chunks);
}

/** Parses multipart/form-data with the platform's own parser (undici's Request.formData). */
async function parseMultipart(raw: Buffer, contentType: string): Promise<NonNullable<FakeRequest['form']>> {
  const form = await new Request('http://fake.local/', { method: 'POST', headers: { 'content-type': contentType }, body: new Uint8Array(raw) }).formData();
  const out: NonNullable<FakeRequest['form']> = {};
  for (const [key, value] of form.entries()) {
    out[key] = typeof value === 'string' ? value : { name: value.name, type: value.type, size: value.size };
  }
  return out;
}

export async function startFakeOpenAi(opts: FakeOpenAiOptions = {}): Promise<FakeOpenAi> {
  return new FakeOpenAi(opts).listen();
}
