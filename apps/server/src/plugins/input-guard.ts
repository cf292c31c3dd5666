import type { FastifySchema, FastifySchemaCompiler } from 'fastify';
import { CONTROL_CHARS_MESSAGE, findControlChars } from '@haven/core';

type Compiler = FastifySchemaCompiler<unknown>;

/**
 * Wraps the route validator so every validated request part (body, params, querystring) is first
 * checked for control characters: one rule for every string field of every route, applied before
 * the handler (and so before any side effect). The answer is a 400 naming the field.
 */
export function guardControlChars(inner: Compiler): Compiler {
  return (route) => {
    const validate = inner(route as { schema: FastifySchema; method: string; url: string; httpPart?: string });
    return (data: unknown) => {
      const field = findControlChars(data);
      if (field === null) return validate(data);
      const where = route.httpPart === 'querystring' ? 'query' : (route.httpPart ?? 'body');
      const error = Object.assign(new Error(field ? `${field}: ${CONTROL_CHARS_MESSAGE}.` : `Invalid ${where}: ${CONTROL_CHARS_MESSAGE}.`), { field: field || undefined });
      return { error };
    };
  };
}
