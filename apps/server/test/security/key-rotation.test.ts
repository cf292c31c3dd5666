import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { createTextCipher } from '../../src/lib/crypto';
import { reencryptAll } from '../../src/modules/privacy/rotate-encryption';
import { buildTestApp, createTestUser, TEST_ENCRYPTION_KEY, type TestApp } from '../support/test-app';

const NEW_KEY = 'c'.repeat(64);

describe('encryption key rotation', () => {
  let t: TestApp | undefined;
  afterEach(() => t?.close());

  it('re-seals every row with the new key so the old key can be dropped', async () => {
    t = await buildTestApp();
    const { headers } = await createTestUser(t.app, { subType: 'god', totalSessions: 40 });
    const sent = await t.app.inject({ method: 'POST', url: '/api/v1/ai/chat', headers, payload: { message: 'I planted tomatoes today and felt calm.' } });
    expect(sent.statusCode).toBe(200);
    const oldKeyId = t.app.cipher.keyId;

    const rotating = createTextCipher([Buffer.from(NEW_KEY, 'hex'), Buffer.from(TEST_ENCRYPTION_KEY, 'hex')]);
    const counts = await reencryptAll(t.app.db, rotating);
    expect(counts['chats.user_message']).toBe(1);
    expect(counts['chats.ai_response']).toBe(1);
    // A second run finds nothing left to do.
    expect(Object.values(await reencryptAll(t.app.db, rotating)).every((n) => n === 0)).toBe(true);

    const res = await t.app.db.execute(sql`select user_message from chats`);
    const stored = (res as unknown as { rows: { user_message: string }[] }).rows[0].user_message;
    expect(rotating.keyIdOf(stored)).toBe(rotating.keyId);
    expect(rotating.keyId).not.toBe(oldKeyId);
    await t.close();

    // Only the new key opens the re-sealed value; the old one no longer does.
    expect(createTextCipher([Buffer.from(NEW_KEY, 'hex')]).decrypt(stored)).toBe('I planted tomatoes today and felt calm.');
    expect(() => createTextCipher([Buffer.from(TEST_ENCRYPTION_KEY, 'hex')]).decrypt(stored)).toThrow();
  });
});
