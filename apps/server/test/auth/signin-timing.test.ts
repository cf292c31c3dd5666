import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../support/test-app';

// An unknown e-mail must cost the same argon2 work as a wrong password: otherwise the answer's
// speed tells an attacker which addresses have accounts. Medians over several tries, a loose bound.
describe('sign-in timing', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/signup',
      payload: { name: 'Timing Person', email: 'known@example.com', password: 'right-password', ageConfirmed: true, termsAccepted: true },
    });
    expect(res.statusCode).toBe(201);
  });
  afterAll(() => t.close());

  async function medianMs(email: string, tries: number) {
    const times: number[] = [];
    for (let i = 0; i < tries; i++) {
      const started = performance.now();
      const res = await t.app.inject({ method: 'POST', url: '/api/v1/auth/signin', payload: { email, password: 'wrong-password' }, remoteAddress: `10.7.0.${i + 1}` });
      times.push(performance.now() - started);
      expect([401, 403]).toContain(res.statusCode);
    }
    times.sort((a, b) => a - b);
    return times[Math.floor(times.length / 2)];
  }

  it('answers an unknown e-mail about as slowly as a wrong password', async () => {
    await medianMs('warmup@example.com', 2);
    const wrongPassword = await medianMs('known@example.com', 7);
    const unknownEmail = await medianMs('nobody-here@example.com', 7);
    // Without the dummy check the unknown address answers ~20x faster; allow generous noise.
    expect(unknownEmail / wrongPassword).toBeGreaterThan(0.4);
  });
});
