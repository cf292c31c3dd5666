// Every provider call goes through here: a hard deadline (AI_TIMEOUT_MS, also used as the idle
// limit between streamed chunks), exactly one retry on 429/5xx, and errors mapped to AiError, so a
// failing or silent provider never hangs a request.
import { APIConnectionTimeoutError, APIError } from 'openai';
import { AiError } from '../gateway';

const MAX_RETRY_DELAY_MS = 2000;
const DEFAULT_RETRY_DELAY_MS = 250;

export class Deadline {
  readonly signal: AbortSignal;
  timedOut = false;
  private readonly controller = new AbortController();
  private timer: NodeJS.Timeout | undefined;
  private totalTimer: NodeJS.Timeout | undefined;

  /** `totalMs`: a second limit that chunks do not reset (the whole stream). */
  constructor(
    private readonly ms: number,
    callerSignal?: AbortSignal,
    totalMs?: number,
  ) {
    this.signal = callerSignal ? AbortSignal.any([callerSignal, this.controller.signal]) : this.controller.signal;
    this.reset();
    if (totalMs) this.totalTimer = setTimeout(() => this.expire(), totalMs);
  }

  private expire() {
    this.timedOut = true;
    this.controller.abort(new Error('AI provider time-out'));
  }

  /** Restarts the clock (called for every streamed chunk: the limit is on silence, not length). */
  reset() {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => this.expire(), this.ms);
  }

  clear() {
    clearTimeout(this.timer);
    clearTimeout(this.totalTimer);
  }
}

function statusOf(err: unknown): number | undefined {
  return err instanceof APIError && typeof err.status === 'number' ? err.status : undefined;
}

export function isRetryable(err: unknown): boolean {
  const status = statusOf(err);
  return status !== undefined && (status === 429 || status >= 500);
}

function retryDelay(err: unknown): number {
  const headers = err instanceof APIError ? (err.headers as unknown) : undefined;
  const value =
    headers && typeof (headers as Headers).get === 'function'
      ? (headers as Headers).get('retry-after')
      : (headers as Record<string, string> | undefined)?.['retry-after'];
  const seconds = Number(value);
  return Number.isFinite(seconds) && seconds >= 0 ? Math.min(seconds * 1000, MAX_RETRY_DELAY_MS) : DEFAULT_RETRY_DELAY_MS;
}

export function toAiError(err: unknown, timedOut: boolean): AiError {
  if (err instanceof AiError) return err;
  for (let e = err as { cause?: unknown } | undefined, i = 0; e && i < 5; e = e.cause as typeof e, i++) {
    if (e instanceof AiError) return e; // our size cap, wrapped by the SDK's fetch
  }
  if (timedOut || err instanceof APIConnectionTimeoutError) return new AiError('timeout', 'The AI service took too long to respond.');
  const status = statusOf(err);
  if (status === 429) return new AiError('provider', 'The AI service is busy right now.', 429);
  if (status !== undefined) return new AiError('provider', `The AI service answered with status ${status}.`, status);
  return new AiError('provider', 'The AI service could not be reached.');
}

/**
 * Runs `fn` with a deadline; on 429/5xx waits (Retry-After, capped) and tries exactly once more.
 * With `keepDeadline` the deadline stays armed for the caller (streams reset it per chunk).
 */
export async function callProvider<T>(
  timeoutMs: number,
  fn: (signal: AbortSignal) => Promise<T>,
  opts: { signal?: AbortSignal; keepDeadline?: boolean; totalMs?: number } = {},
): Promise<{ value: T; deadline: Deadline }> {
  for (let attempt = 0; ; attempt++) {
    const deadline = new Deadline(timeoutMs, opts.signal, opts.totalMs);
    try {
      const value = await fn(deadline.signal);
      if (!opts.keepDeadline) deadline.clear();
      return { value, deadline };
    } catch (err) {
      deadline.clear();
      if (attempt === 0 && !deadline.timedOut && isRetryable(err) && !opts.signal?.aborted) {
        await new Promise((r) => setTimeout(r, retryDelay(err)));
        continue;
      }
      throw toAiError(err, deadline.timedOut);
    }
  }
}

/**
 * A fetch for the SDK that stops reading a response past `maxBytes` (a runaway or hostile
 * provider cannot fill memory, the database, or later getUser answers).
 */
export function cappedFetch(maxBytes: number): typeof fetch {
  return async (input, init) => {
    const res = await fetch(input, init);
    if (!res.body) return res;
    let seen = 0;
    const limited = res.body.pipeThrough(
      new TransformStream<Uint8Array, Uint8Array>({
        transform(chunk, controller) {
          seen += chunk.byteLength;
          if (seen > maxBytes) controller.error(new AiError('invalid_output', 'The AI service sent more than Haven accepts.'));
          else controller.enqueue(chunk);
        },
      }),
    );
    return new Response(limited, { status: res.status, statusText: res.statusText, headers: res.headers });
  };
}
