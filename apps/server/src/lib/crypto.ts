import { createCipheriv, createDecipheriv, createHash, createHmac, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

// Conversation text at rest: AES-256-GCM. Stored form `enc:v1:<keyId>:<iv>:<tag>:<data>` (base64url),
// so each row names the key that sealed it and keys can be rotated.
const PREFIX = 'enc:v1:';

export interface TextCipher {
  encrypt(plain: string): string;
  decrypt(stored: string): string;
  keyId: string;
  /** The key id a stored value was sealed with, or null for plain (legacy) text. */
  keyIdOf(stored: string): string | null;
  /** True when the value is sealed (by any key), false for plain (legacy) text. */
  isSealed(stored: string): boolean;
  /**
   * A keyed hash (HMAC-SHA256, key derived from the current data key) of a value, for equality
   * look-ups and unique indexes on sealed columns: equal texts give equal hashes, and without the
   * key nobody can test a guess against the database.
   */
  blindIndex(plain: string): string;
  /** The same under the current and every previous key (look-ups during a key rotation). */
  blindIndexes(plain: string): string[];
}

export function createTextCipher(keys: Buffer[]): TextCipher {
  if (keys.length === 0) throw new Error('at least one encryption key is required');
  const byId = new Map(keys.map((k) => [keyIdOf(k), k]));
  const current = keys[0];
  const currentId = keyIdOf(current);
  const indexKeys = keys.map((k) => createHmac('sha256', k).update('haven blind index v1').digest());
  const hmac = (key: Buffer, plain: string) => createHmac('sha256', key).update(plain, 'utf8').digest('base64url');
  return {
    keyId: currentId,
    isSealed: (stored) => stored.startsWith(PREFIX),
    blindIndex: (plain) => hmac(indexKeys[0], plain),
    blindIndexes: (plain) => [...new Set(indexKeys.map((k) => hmac(k, plain)))],
    keyIdOf(stored) {
      return stored.startsWith(PREFIX) ? stored.slice(PREFIX.length).split(':')[0] : null;
    },
    encrypt(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', current, iv);
      const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return `${PREFIX}${currentId}:${iv.toString('base64url')}:${cipher.getAuthTag().toString('base64url')}:${data.toString('base64url')}`;
    },
    decrypt(stored) {
      if (!stored.startsWith(PREFIX)) return stored; // written before encryption existed
      const [keyId, iv, tag, data] = stored.slice(PREFIX.length).split(':');
      const key = byId.get(keyId);
      if (!key) throw new Error(`no key with id ${keyId}`);
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
    },
  };
}

function keyIdOf(key: Buffer): string {
  return createHash('sha256').update(key).digest('hex').slice(0, 8);
}

export const KEY_FILE = 'encryption.key';
export const PREVIOUS_KEYS_FILE = 'encryption.previous-keys';

/**
 * Where the embedded default keeps its generated key: KEY_DIR, by default a sibling of the data
 * folder (`./data-keys` for `./data`), so a copy of the database folder alone never carries the
 * key that opens it. A key file left inside the data folder by an older version is moved there.
 */
export function defaultKeyDir(dataDir: string): string {
  return path.join(path.dirname(dataDir), `${path.basename(dataDir)}-keys`);
}

function moveLegacyKeyFiles(keyDir: string, dataDir: string | undefined) {
  if (!dataDir || path.resolve(dataDir) === path.resolve(keyDir)) return;
  for (const name of [KEY_FILE, PREVIOUS_KEYS_FILE]) {
    const legacy = path.join(dataDir, name);
    const target = path.join(keyDir, name);
    if (!fs.existsSync(legacy) || fs.existsSync(target)) continue;
    fs.mkdirSync(keyDir, { recursive: true, mode: 0o700 });
    fs.copyFileSync(legacy, target);
    fs.chmodSync(target, 0o600);
    fs.rmSync(legacy);
  }
}

/** The configured key, or for the embedded default one generated once into the key folder. */
export function loadEncryptionKey(configured: string | undefined, keyDir: string, dataDir?: string): Buffer {
  if (configured) return Buffer.from(configured, 'hex');
  moveLegacyKeyFiles(keyDir, dataDir);
  const file = path.join(keyDir, KEY_FILE);
  if (fs.existsSync(file)) return Buffer.from(fs.readFileSync(file, 'utf8').trim(), 'hex');
  fs.mkdirSync(keyDir, { recursive: true, mode: 0o700 });
  const key = randomBytes(32);
  fs.writeFileSync(file, key.toString('hex'), { mode: 0o600 });
  return key;
}

/**
 * Keys that still decrypt rows sealed before a rotation: DATA_ENCRYPTION_PREVIOUS_KEYS (comma
 * separated hex) and, for the embedded default, the key folder's previous-keys file.
 */
export function loadPreviousKeys(configured: string | undefined, keyDir: string, dataDir?: string): Buffer[] {
  moveLegacyKeyFiles(keyDir, dataDir);
  const fromEnv = (configured ?? '').split(',').map((k) => k.trim()).filter(Boolean);
  const file = path.join(keyDir, PREVIOUS_KEYS_FILE);
  const fromFile = fs.existsSync(file) ? fs.readFileSync(file, 'utf8').split(/\s+/).filter(Boolean) : [];
  return [...fromEnv, ...fromFile].map((hex) => Buffer.from(hex, 'hex'));
}

/** Embedded default only: a new current key; the old one moves to the previous-keys file. */
export function rotateKeyFile(keyDir: string, dataDir?: string): Buffer {
  const file = path.join(keyDir, KEY_FILE);
  const old = loadEncryptionKey(undefined, keyDir, dataDir);
  fs.appendFileSync(path.join(keyDir, PREVIOUS_KEYS_FILE), `${old.toString('hex')}\n`, { mode: 0o600 });
  const key = randomBytes(32);
  fs.writeFileSync(file, key.toString('hex'), { mode: 0o600 });
  return key;
}
