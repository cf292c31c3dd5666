import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { favoriteAffirmations, meditations, safetyEvents, users } from '../../src/db/schema';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config';
import { createTextCipher, KEY_FILE, loadEncryptionKey } from '../../src/lib/crypto';
import { reencryptAll, sealLegacyRows } from '../../src/modules/privacy/rotate-encryption';
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

  it('covers the mental-state columns and favourites: after rotation only the new key opens them, and favourites stay unique and removable', async () => {
    t = await buildTestApp();
    const { user, headers } = await createTestUser(t.app);
    const fav = 'I am learning to rest without earning it first, one quiet evening at a time.';
    await t.app.inject({ method: 'PUT', url: `/api/v1/auth/editProfile/${user.id}`, headers, payload: { profession: 'Beekeeper', mood: 'Wistful' } });
    await t.app.inject({ method: 'POST', url: `/api/v1/affirmation/addFavAffir/${user.id}`, headers, payload: { favoriteAffirmations: fav } });
    await t.app.inject({ method: 'POST', url: `/api/v1/meditation/addMeditation/${user.id}`, headers, payload: { generatedMeditation: { title: 'Tide pool', description: 'Breathe with the tide.', time: 'Evening', duration: '5 minutes', type: 'Breathing' } } });
    const [before] = await t.app.db.select().from(favoriteAffirmations).where(eq(favoriteAffirmations.userId, user.id));

    const rotating = createTextCipher([Buffer.from(NEW_KEY, 'hex'), Buffer.from(TEST_ENCRYPTION_KEY, 'hex')]);
    const counts = await reencryptAll(t.app.db, rotating);
    for (const column of ['users.mood', 'users.profession', 'favorite_affirmations.text', 'favorite_affirmations.text_hash', 'meditations.title', 'meditations.description', 'meditations.type']) {
      expect(counts[column], column).toBe(1);
    }
    await t.close();

    // The app on the new key alone reads everything, and the favourite keeps its identity.
    t = await buildTestApp({ DATA_ENCRYPTION_KEY: NEW_KEY }, { keepData: true });
    const [after] = await t.app.db.select().from(favoriteAffirmations).where(eq(favoriteAffirmations.userId, user.id));
    expect(after.textHash).not.toBe(before.textHash);
    expect(() => createTextCipher([Buffer.from(TEST_ENCRYPTION_KEY, 'hex')]).decrypt(after.text)).toThrow();
    const [row] = await t.app.db.select().from(users).where(eq(users.id, user.id));
    expect(() => createTextCipher([Buffer.from(TEST_ENCRYPTION_KEY, 'hex')]).decrypt(row.mood)).toThrow();
    const me = () => t!.app.inject({ method: 'GET', url: '/api/v1/auth/getUser', headers }).then((r) => r.json().user);
    expect(await me()).toMatchObject({ profession: 'Beekeeper', mood: 'Wistful', favoriteAffirmations: [fav] });
    expect((await me()).generatedMeditation[0]).toMatchObject({ title: 'Tide pool', type: 'Breathing' });
    await t.app.inject({ method: 'POST', url: `/api/v1/affirmation/addFavAffir/${user.id}`, headers, payload: { favoriteAffirmations: fav } });
    expect((await me()).favoriteAffirmations).toEqual([fav]);
    await t.app.inject({ method: 'POST', url: `/api/v1/affirmation/removeFavAffir/${user.id}`, headers, payload: { favoriteAffirmations: fav } });
    expect((await me()).favoriteAffirmations).toEqual([]);
  });

  it('covers the progress columns (issue 16): check-ins and questionnaire results open with the new key alone', async () => {
    t = await buildTestApp();
    const { user, headers } = await createTestUser(t.app);
    const url = `/api/v1/progress/${user.id}`;
    expect((await t.app.inject({ method: 'POST', url: `${url}/checkins`, headers, payload: { mood: 'calm', intensity: 4, note: 'Rotating note', goals: { one: 8 } } })).statusCode).toBe(201);
    expect((await t.app.inject({ method: 'POST', url: `${url}/questionnaires`, headers, payload: { kind: 'gad7', answers: [1, 1, 1, 1, 1, 1, 1] } })).statusCode).toBe(201);
    const rotating = createTextCipher([Buffer.from(NEW_KEY, 'hex'), Buffer.from(TEST_ENCRYPTION_KEY, 'hex')]);
    const counts = await reencryptAll(t.app.db, rotating);
    for (const column of ['mood_checkins.mood', 'mood_checkins.note', 'mood_checkins.goals', 'questionnaire_results.answers', 'questionnaire_results.score', 'questionnaire_results.band']) {
      expect(counts[column], column).toBe(1);
    }
    await t.close();
    t = await buildTestApp({ DATA_ENCRYPTION_KEY: NEW_KEY }, { keepData: true });
    const checkins = (await t.app.inject({ method: 'GET', url: `${url}/checkins`, headers })).json();
    expect(checkins.items[0]).toMatchObject({ mood: 'calm', note: 'Rotating note', goals: { one: 8 } });
    const results = (await t.app.inject({ method: 'GET', url: `${url}/questionnaires`, headers })).json();
    expect(results.items[0]).toMatchObject({ kind: 'gad7', answers: [1, 1, 1, 1, 1, 1, 1], score: 7, band: 'mild' });
  });

  it('reads rows written in plain text before encryption, and seals them at the next start', async () => {
    t = await buildTestApp();
    const { user, headers } = await createTestUser(t.app);
    const fav = 'An old favourite saved before favourites were sealed, still mine today.';
    await t.app.db.update(users).set({ mood: 'Legacy mood', profession: 'Legacy baker' }).where(eq(users.id, user.id));
    await t.app.sessionChanges.barrier(); // reaches the session cache by notification
    await t.app.db.insert(favoriteAffirmations).values({ userId: user.id, text: fav });
    await t.app.db.insert(meditations).values({ userId: user.id, title: 'Legacy lake', description: 'Plain steps.', type: 'Plain' });
    await t.app.db.insert(safetyEvents).values({ userId: user.id, feature: 'chat', category: 'abuse' });
    const me = () => t!.app.inject({ method: 'GET', url: '/api/v1/auth/getUser', headers }).then((r) => r.json().user);
    expect(await me()).toMatchObject({ mood: 'Legacy mood', profession: 'Legacy baker', favoriteAffirmations: [fav] });

    // What the app runs at start-up (buildApp): plain values get sealed, the favourite its hash.
    const counts = await sealLegacyRows(t.app.db, t.app.cipher);
    expect(counts).toMatchObject({ 'users.mood': 1, 'users.profession': 1, 'favorite_affirmations.text': 1, 'favorite_affirmations.text_hash': 1, 'meditations.title': 1, 'safety_events.category': 1 });
    const [row] = await t.app.db.select().from(users).where(eq(users.id, user.id));
    expect(row.mood.startsWith('enc:v1:')).toBe(true);
    const [favRow] = await t.app.db.select().from(favoriteAffirmations).where(eq(favoriteAffirmations.userId, user.id));
    expect(favRow.text.startsWith('enc:v1:')).toBe(true);
    expect(favRow.textHash).toBe(t.app.cipher.blindIndex(fav));
    expect(Object.values(await sealLegacyRows(t.app.db, t.app.cipher)).every((n) => n === 0)).toBe(true);
    expect(await me()).toMatchObject({ mood: 'Legacy mood', profession: 'Legacy baker', favoriteAffirmations: [fav] });
    expect((await me()).generatedMeditation[0].title).toBe('Legacy lake');
    await t.app.inject({ method: 'POST', url: `/api/v1/affirmation/removeFavAffir/${user.id}`, headers, payload: { favoriteAffirmations: fav } });
    expect((await me()).favoriteAffirmations).toEqual([]);
  });

  it('keeps the embedded default key outside the database folder, and moves one an older version left inside', () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'haven-keydir-'));
    try {
      const config = loadConfig({ DATA_DIR: path.join(root, 'data') });
      expect(config.keyDir).toBe(path.join(root, 'data-keys'));
      const key = loadEncryptionKey(undefined, config.keyDir, config.dataDir);
      expect(fs.existsSync(path.join(root, 'data-keys', KEY_FILE))).toBe(true);
      expect(fs.existsSync(path.join(root, 'data', KEY_FILE))).toBe(false);
      expect(loadEncryptionKey(undefined, config.keyDir, config.dataDir).equals(key)).toBe(true);

      // An install from before: the key sits in the data folder; it is moved, not replaced.
      const old = loadConfig({ DATA_DIR: path.join(root, 'old') });
      fs.mkdirSync(old.dataDir, { recursive: true });
      fs.writeFileSync(path.join(old.dataDir, KEY_FILE), 'b'.repeat(64));
      expect(loadEncryptionKey(undefined, old.keyDir, old.dataDir).toString('hex')).toBe('b'.repeat(64));
      expect(fs.existsSync(path.join(old.dataDir, KEY_FILE))).toBe(false);
      expect(fs.readFileSync(path.join(old.keyDir, KEY_FILE), 'utf8')).toBe('b'.repeat(64));
      expect(loadConfig({ DATA_DIR: path.join(root, 'data'), KEY_DIR: path.join(root, 'elsewhere') }).keyDir).toBe(path.join(root, 'elsewhere'));
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  });
});
