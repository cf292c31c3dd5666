import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';

/** A failure the client caused or may act on; `message` is safe to show to the user. */
export class HttpError extends Error {
  constructor(
    public readonly statusCode: number,
    message: string,
    public readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

// Every error body is `{ error, message }` with the same readable text: the spec's screens read
// `error` in some places and `message` in others.
export function errorBody(message: string, extra: Record<string, unknown> = {}) {
  return { error: message, message, ...extra };
}

export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((err: FastifyError, request, reply) => {
    if (err instanceof HttpError) return reply.status(err.statusCode).send(errorBody(err.message, err.extra));
    if (hasZodFastifySchemaValidationErrors(err)) {
      const first = err.validation[0];
      const where = err.validationContext ?? 'body';
      const field = first.instancePath.replace(/^\//, '').replace(/\//g, '.');
      const message = field ? `${field}: ${first.message}` : `Invalid ${where}: ${first.message}`;
      return reply.status(400).send(errorBody(message, { field: field || undefined }));
    }
    if (isResponseSerializationError(err)) {
      request.log.error({ err: err.message }, 'response did not match its schema');
      return reply.status(500).send(errorBody('Internal server error'));
    }
    const status = err.statusCode ?? 500;
    if (status === 413) return reply.status(413).send(errorBody('The request body is too large.'));
    if (status === 415) return reply.status(415).send(errorBody('Unsupported content type.'));
    if (status === 429) return reply.status(429).send(errorBody(err.message || 'Too many requests. Please wait a moment and try again.'));
    if (status >= 400 && status < 500) {
      // Fastify's own client errors (bad JSON and the like) carry safe messages.
      const field = (err as { field?: string }).field;
      return reply.status(status).send(errorBody(readableClientError(err), field ? { field } : {}));
    }
    request.log.error({ err }, 'unhandled error');
    const dbDown = isDatabaseUnavailable(err);
    if (dbDown) return reply.status(503).send(errorBody('The service is temporarily unavailable. Please try again shortly.'));
    return reply.status(500).send(errorBody('Internal server error'));
  });
}

function readableClientError(err: FastifyError): string {
  if (err.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') return "Body cannot be empty when content-type is set to 'application/json'";
  if (err.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') return 'Unsupported content type.';
  if (err instanceof SyntaxError || err.code === 'FST_ERR_CTP_INVALID_JSON_BODY') return 'The request body is not valid JSON.';
  return err.message;
}

/** True when the error (or anything in its `cause` chain, which Drizzle wraps) means the database is unreachable. */
export function isDatabaseUnavailable(err: unknown): boolean {
  // Connection failures, shutdowns, a dropped database (3D000) or schema (3F000, 42P01), a statement
  // cancelled by statement_timeout (57014), too many connections (53300).
  const codes = ['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', '57P01', '57P02', '57P03', '57014', '53300', '3D000', '3F000', '42P01', '08006', '08001', '08003', '08004'];
  const messages = /Connection terminated|connection timeout|timeout exceeded when trying to connect|Client has encountered a connection error|Connection ended|server closed the connection|Query read timeout|Client was closed and is not queryable/i;
  let e = err as { code?: string; message?: string; cause?: unknown } | undefined;
  for (let depth = 0; e && depth < 6; depth++) {
    if (codes.includes(e.code ?? '') || messages.test(e.message ?? '')) return true;
    e = e.cause as typeof e;
  }
  return false;
}
