import crypto, { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

// Node >= 20.12 hashes in one call with no Hash object: every authenticated request hashes its
// token, and each Hash object's native state lived until a GC, growing the process's malloc heap
// under load (issue 15, RSS after load).
const oneShot = (crypto as { hash?: (algorithm: string, data: string, encoding: 'hex') => string }).hash;

/** An opaque, URL-safe random token (256 bits). Only its hash is ever stored. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return oneShot ? oneShot('sha256', token, 'hex') : createHash('sha256').update(token).digest('hex');
}

export function safeEqual(a: string, b: string): boolean {
  const ab = Buffer.from(a);
  const bb = Buffer.from(b);
  return ab.length === bb.length && timingSafeEqual(ab, bb);
}
