import type { FastifyRequest } from 'fastify';

// Logs never carry passwords, tokens or message text: bodies are not logged at all, headers that
// carry credentials are redacted, tokens in URLs are masked, and database errors keep the shape
// of the query but never its parameter values.
export const logRedaction = {
  paths: ['req.headers.auth_token', 'req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]', '*.password', '*.newPassword', '*.token'],
  censor: '[redacted]',
};

// Links that carry a token: the web page `/reset-password<token>` (no slash, spec 5), the API's
// `/auth/reset-password/<token>` and `/auth/verify-email/<token>`; and any query parameter whose
// name says it holds a credential (`?token=`, `auth_token`, `code`, `key`, `signature`...).
const TOKEN_PATH = /(reset-password|verify-email)(\/?)[^/?#\s"]+/g;
const TOKEN_QUERY = /([?&][^=&#\s]*(?:token|key|secret|code|sig|password|session|auth|ptxn)[^=&#\s]*=)[^&#\s"]*/gi;

export function maskUrl(url: string): string {
  return url.replace(TOKEN_PATH, '$1$2[redacted]').replace(TOKEN_QUERY, '$1[redacted]');
}

export function requestSerializer(req: FastifyRequest) {
  return { method: req.method, url: maskUrl(req.url), remoteAddress: req.ip };
}

/**
 * Text from an error, without values: Drizzle's "Failed query: …\nparams: a,b" loses its params
 * line, PostgreSQL's quoted values (`invalid input syntax for type uuid: "…"`) and key details
 * (`Key (email)=(…)`) are replaced, and any token-bearing URL is masked.
 */
export function scrubErrorText(text: string): string {
  return maskUrl(
    text
      .replace(/\nparams: [\s\S]*?(?=\n {4}at |$)/g, '\nparams: [redacted]')
      .replace(/(?<!query)(:\s*)"(?:[^"\\]|\\.)*"/g, '$1"[value]"')
      .replace(/(\))=\((?:[^()]|\([^()]*\))*\)/g, '$1=([value])'),
  );
}

// Fields of a pg / PGlite error that name where it happened, never what was in the row.
const SAFE_FIELDS = ['code', 'severity', 'routine', 'constraint', 'table', 'column', 'schema', 'dataType', 'statusCode', 'errno', 'syscall'] as const;

/**
 * The `err` serializer of every log line: the error's type, scrubbed message and stack, the query
 * text (placeholders `$1`, no values), safe pg fields and the same for its causes. `params`,
 * `detail`, `where`, `internalQuery` and anything else a driver attaches are left out.
 */
type SerializedError = { [key: string]: unknown; type: string; message: string; stack: string };

export function errorSerializer(err: unknown, depth = 0): SerializedError {
  if (typeof err !== 'object' || err === null) return { type: typeof err, message: scrubErrorText(String(err)), stack: '' };
  const e = err as Error & Record<string, unknown>;
  const out: SerializedError = { type: e.constructor?.name ?? 'Error', message: scrubErrorText(String(e.message ?? '')), stack: typeof e.stack === 'string' ? scrubErrorText(e.stack) : '' };
  for (const field of SAFE_FIELDS) if (typeof e[field] === 'string' || typeof e[field] === 'number') out[field] = e[field];
  if (typeof e.query === 'string') out.query = maskUrl(e.query);
  if (e.cause !== undefined && depth < 5) out.cause = errorSerializer(e.cause, depth + 1);
  return out;
}
