import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { safetyEvents } from '../../src/db/schema';
import { buildTestApp, type TestApp } from '../support/test-app';

describe('POST /api/v1/safety/check', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => t.close());

  it('flags an indirect suicidal message and returns help lines for the country', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/safety/check', payload: { text: 'Everyone would be better off without me.', country: 'GB' } });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.crisis).toBe(true);
    expect(body.category).toBe('suicide');
    expect(body.helplines[0]).toMatchObject({ name: 'Samaritans', phone: '116 123' });
    expect(body.helplines.at(-1).url).toBe('https://findahelpline.com');
  });

  it('does not flag an idiom', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/safety/check', payload: { text: 'This exam is killing me' } });
    expect(res.json()).toEqual({ crisis: false, helplines: [] });
  });

  it('records nothing: it is a pure check', async () => {
    await t.app.inject({ method: 'POST', url: '/api/v1/safety/check', payload: { text: 'I want to kill myself' } });
    expect(await t.app.db.select().from(safetyEvents)).toHaveLength(0);
  });

  it('answers 400 naming the field for bad input', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/safety/check', payload: { text: '', country: 'Narnia' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/text|country/);
  });
});

describe('POST /api/v1/safety/check rate limit', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => t.close());

  it('answers 429 with a readable message after 60 checks a minute from one address', async () => {
    const send = () => t.app.inject({ method: 'POST', url: '/api/v1/safety/check', payload: { text: 'hello' }, remoteAddress: '10.66.0.1' });
    for (let i = 0; i < 60; i++) expect((await send()).statusCode).toBe(200);
    const limited = await send();
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toMatch(/Too many attempts/);
    const other = await t.app.inject({ method: 'POST', url: '/api/v1/safety/check', payload: { text: 'hello' }, remoteAddress: '10.66.0.2' });
    expect(other.statusCode).toBe(200);
  });
});
