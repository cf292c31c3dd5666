import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { featureModules } from '../../src/modules';
import { VISITOR_IP_CEILINGS } from '../../src/modules/quota/quota-service';
import { buildTestApp, type TestApp } from '../support/test-app';

// A probe route spends one trial of the given feature, exactly as the features do.
const probe: FastifyPluginAsyncZod = async (app) => {
  app.post('/quota-probe/:feature', { schema: { params: z.object({ feature: z.enum(['chat', 'therapy', 'meditation', 'affirmation']) }) } }, async (request, reply) => {
    const trial = await app.quotas.consumeVisitorTrial(request, reply, request.params.feature);
    const peek = await app.quotas.peekVisitorTrial(request, reply, request.params.feature);
    return { ...trial, peekUsed: peek.used, visitorId: app.quotas.visitorId(request, reply) };
  });
};

interface Visitor {
  cookie?: string;
  ip: string;
}

async function spend(app: FastifyInstance, feature: string, visitor: Visitor, extraHeaders: Record<string, string> = {}) {
  const res = await app.inject({
    method: 'POST',
    url: `/api/v1/quota-probe/${feature}`,
    remoteAddress: visitor.ip,
    headers: { ...(visitor.cookie ? { cookie: `haven_visitor=${visitor.cookie}` } : {}), ...extraHeaders },
  });
  const set = res.cookies.find((c) => c.name === 'haven_visitor');
  if (set) visitor.cookie = set.value;
  return { body: res.json() as { allowed: boolean; used: number; limit: number; peekUsed: number; visitorId: string }, set };
}

const randomIp = () => `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}`;

function visitorTrialSuite(name: string, env: () => Record<string, string>) {
  describe(name, () => {
    let t: TestApp;
    beforeAll(async () => {
      featureModules.push(probe);
      t = await buildTestApp(env());
    });
    afterAll(async () => {
      featureModules.splice(featureModules.indexOf(probe), 1);
      await t.close();
    });

    it('sets a signed, httpOnly, lax visitor cookie once and keeps the same id', async () => {
      const v: Visitor = { ip: randomIp() };
      const first = await spend(t.app, 'affirmation', v);
      expect(first.set).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
      expect(first.set!.value).toContain(`${first.body.visitorId}.`); // value.signature
      const second = await spend(t.app, 'meditation', v);
      expect(second.set).toBeUndefined();
      expect(second.body.visitorId).toBe(first.body.visitorId);
    });

    it('chat: 5 trials, then refused', async () => {
      const v: Visitor = { ip: randomIp() };
      const used: boolean[] = [];
      for (let i = 0; i < 6; i++) used.push((await spend(t.app, 'chat', v)).body.allowed);
      expect(used).toEqual([true, true, true, true, true, false]);
      expect((await spend(t.app, 'chat', v)).body).toMatchObject({ allowed: false, used: 5, limit: 5, peekUsed: 5 });
    });

    it.each(['therapy', 'meditation', 'affirmation'])('%s: one trial, then refused', async (feature) => {
      const v: Visitor = { ip: randomIp() };
      expect((await spend(t.app, feature, v)).body).toMatchObject({ allowed: true, used: 1, limit: 1 });
      expect((await spend(t.app, feature, v)).body).toMatchObject({ allowed: false, used: 1, limit: 1 });
    });

    it('features are counted separately', async () => {
      const v: Visitor = { ip: randomIp() };
      await spend(t.app, 'therapy', v);
      expect((await spend(t.app, 'meditation', v)).body.allowed).toBe(true);
    });

    it('a tampered or forged cookie is never accepted: it gets a new id, not the forged one', async () => {
      const ip = randomIp();
      const v: Visitor = { ip };
      expect((await spend(t.app, 'therapy', v)).body.allowed).toBe(true);
      const real = v.cookie!;
      const [id, signature] = [real.slice(0, real.lastIndexOf('.')), real.slice(real.lastIndexOf('.') + 1)];

      const forgedId = randomUUID();
      for (const bad of [`${forgedId}.${signature}`, forgedId, `${id}.AAAA${signature.slice(4)}`]) {
        const attempt: Visitor = { ip, cookie: bad };
        const res = await spend(t.app, 'therapy', attempt);
        expect(res.set, `a new cookie for ${bad}`).toBeDefined();
        expect(res.body.visitorId).not.toBe(forgedId);
        expect(res.body.visitorId).not.toBe(id);
      }
      // The real cookie's trial is still spent.
      expect((await spend(t.app, 'therapy', { ip, cookie: real })).body.allowed).toBe(false);
    });

    it('a new browser behind a shared IP gets its own trial (the IP does not lock it out)', async () => {
      const ip = randomIp();
      const first: Visitor = { ip };
      for (let i = 0; i < 5; i++) expect((await spend(t.app, 'chat', first)).body.allowed).toBe(true);
      expect((await spend(t.app, 'chat', first)).body.allowed).toBe(false);
      // A second browser (no cookie yet) on the same IP: its own 5, reported as its own count.
      const second: Visitor = { ip };
      const results = [];
      for (let i = 0; i < 6; i++) results.push((await spend(t.app, 'chat', second)).body);
      expect(results.map((r) => r.allowed)).toEqual([true, true, true, true, true, false]);
      expect(results[0]).toMatchObject({ used: 1, limit: 5 });
      expect(second.cookie).not.toBe(first.cookie);
    });

    it('the IP keeps a generous abuse ceiling against clearing the cookie in a loop', async () => {
      const ip = randomIp();
      const ceiling = VISITOR_IP_CEILINGS.affirmation;
      expect(ceiling).toBeGreaterThanOrEqual(10); // generous: many browsers on one IP
      for (let i = 0; i < ceiling; i++) expect((await spend(t.app, 'affirmation', { ip })).body.allowed, `browser ${i + 1}`).toBe(true);
      const blocked = await spend(t.app, 'affirmation', { ip });
      expect(blocked.body).toMatchObject({ allowed: false, used: 1, limit: 1, peekUsed: 1 });
      // Another IP is unaffected.
      expect((await spend(t.app, 'affirmation', { ip: randomIp() })).body.allowed).toBe(true);
    });

    it('a new IP with a used cookie is still refused: the cookie count holds', async () => {
      const v: Visitor = { ip: randomIp() };
      await spend(t.app, 'affirmation', v);
      v.ip = randomIp();
      expect((await spend(t.app, 'affirmation', v)).body.allowed).toBe(false);
    });

    it('concurrent requests cannot take more than the limit', async () => {
      const fresh: Visitor = { ip: randomIp() };
      const first = await spend(t.app, 'chat', fresh);
      expect(first.body.used).toBe(1);
      const results = await Promise.all(Array.from({ length: 10 }, () => spend(t.app, 'chat', { ...fresh })));
      expect(results.filter((r) => r.body.allowed)).toHaveLength(4);
    });
  });
}

visitorTrialSuite('visitor trials in memory', () => ({}));
