import { z } from 'zod';

// NUL and the other C0 control characters (tab, line feed and carriage return excepted) and DEL
// have no place in anything a person types; PostgreSQL rejects NUL outright. The server refuses
// them in every request part before any handler runs (apps/server/src/plugins/input-guard.ts).
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
export const CONTROL_CHARS_MESSAGE = 'must not contain control characters such as NUL';

export function hasControlChars(text: string): boolean {
  return CONTROL_CHARS.test(text);
}

/**
 * The dotted path of the first string (or object key) holding a control character, '' for the
 * value itself, or null when the value is clean. Walks arrays and plain objects.
 */
export function findControlChars(value: unknown, path = ''): string | null {
  if (typeof value === 'string') return hasControlChars(value) ? path : null;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = findControlChars(value[i], path ? `${path}.${i}` : String(i));
      if (found !== null) return found;
    }
    return null;
  }
  // A Buffer (audio uploads) or other binary data holds no text to check.
  if (value && typeof value === 'object' && !ArrayBuffer.isView(value) && !(value instanceof ArrayBuffer)) {
    for (const [key, v] of Object.entries(value)) {
      const here = path ? `${path}.${key}` : key;
      if (hasControlChars(key)) return here;
      const found = findControlChars(v, here);
      if (found !== null) return found;
    }
  }
  return null;
}

/** A string schema that refuses control characters, for forms that validate in the browser too. */
export function safeString() {
  return z.string().refine((s) => !hasControlChars(s), { message: CONTROL_CHARS_MESSAGE });
}
