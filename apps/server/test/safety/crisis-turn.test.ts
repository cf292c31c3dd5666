import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aiUsage, safetyEvents } from '../../src/db/schema';
import { buildTestApp, type TestApp } from '../support/test-app';

// A crisis turn never reaches the AI provider: checked through the real chat route, counting both
// gateway calls and the ai_usage rows every provider call leaves.
describe('a crisis turn makes no provider call', () => {
  let t: TestApp;
  let providerCalls = 0;
  beforeAll(async () => {
    t = await buildTestApp();
    const original = t.app.ai.chatReply.bind(t.app.ai);
    t.app.ai.chatReply = (async (...args: Parameters<typeof original>) => {
      providerCalls++;
      return original(...args);
    }) as typeof original;
  });
  afterAll(async () => t.close());

  const chat = (message: string, ip: string) => t.app.inject({ method: 'POST', url: '/api/v1/ai/chat', payload: { message }, remoteAddress: ip });

  it('answers with the crisis reply and help lines, records a text-free event, and calls no model', async () => {
    const res = await chat("everyone would be better off without me, I don't want to wake up anymore", '10.9.0.1');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.safety).toMatchObject({ crisis: true, category: 'suicide' });
    expect(body.safety.helplines.at(-1).url).toBe('https://findahelpline.com');
    expect(body.reply).toMatch(/help lines/);
    expect(providerCalls).toBe(0);
    expect(await t.app.db.select().from(aiUsage)).toHaveLength(0);
    const events = await t.app.db.select().from(safetyEvents);
    expect(events).toHaveLength(1);
    expect(JSON.stringify(events)).not.toMatch(/better off|wake up/);
  });

  it('an ordinary turn does reach the model (so the zero above means something)', async () => {
    const res = await chat('I had a long day at work and I feel a bit flat', '10.9.0.2');
    expect(res.statusCode).toBe(200);
    expect(res.json().safety.crisis).toBe(false);
    expect(providerCalls).toBe(1);
    expect(await t.app.db.select().from(aiUsage)).toHaveLength(1);
  });
});
