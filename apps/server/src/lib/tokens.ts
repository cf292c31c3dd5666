import { hash, randomBytes, timingSafeEqual } from 'node:crypto';

/** An opaque, URL-safe random token (256 bits). Only its hash is ever stored. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * One-shot hash (no Hash object): every authenticated request hashes its token, and each Hash
 * object's native state lived until a GC, growing the malloc heap under load (issue 15).
 */
export function hashToken(token: string): string {
  return hash('sha256', token, 'hex');
}

export function safeEqual(a: string, b: string): boolean {
  const ab = Buffer.from(a);
  const bb = Buffer.from(b);
  return ab.length === bb.length && timingSafeEqual(ab, bb);
}
