import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createTestUser, type TestApp } from '../support/test-app';

// Property-based fuzzing of every route's body, params and query: wrong types, huge strings,
// unicode, nested objects and prototype-pollution keys. No answer may be a 5xx, and an answer in
// the 4xx range must leave every table exactly as it was.

const RUNS_PER_ROUTE = 20;
const POLLUTION_KEYS = ['__proto__', 'constructor', 'prototype'];

const leaf = fc.oneof(
  fc.string({ maxLength: 20 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.constant('x'.repeat(200_000)),
  fc.constant('\u0000\u202e\ud83d\ude00 ﷽ \u0301'),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.constant(-1),
  fc.constant(1e308),
);
const value: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  v: fc.oneof({ depthSize: 'small', withCrossShrink: true }, leaf, fc.array(tie('v'), { maxLength: 4 }), fc.dictionary(fc.string({ maxLength: 8 }), tie('v'), { maxKeys: 4 })),
})).v;

function topLevelKeys(schema: unknown): string[] {
  const shape = (schema as { shape?: Record<string, unknown> } | undefined)?.shape;
  return shape ? Object.keys(shape) : [];
}

/** JSON text built by hand so `__proto__` stays an own key, as an attacker would send it. */
function jsonObject(entries: [string, unknown][]): string {
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${JSON.stringify(v) ?? 'null'}`).join(',')}}`;
}

function bodyArbitrary(keys: string[]): fc.Arbitrary<string> {
  const key = fc.oneof(...[...keys, ...POLLUTION_KEYS].map((k) => fc.constant(k)), fc.string({ maxLength: 10 }));
  return fc.oneof(
    fc.array(fc.tuple(key, value), { maxLength: 8 }).map(jsonObject),
    value.map((v) => JSON.stringify(v) ?? 'null'),
    fc.constant('{"a":'),
  );
}

/** Every table's row count and a hash of its rows, in one query (the table list is read once). */
async function fingerprinter(app: FastifyInstance): Promise<() => Promise<string>> {
  const res = await app.db.execute(sql`select tablename from pg_tables where schemaname = 'public' order by tablename`);
  const tables = (res as unknown as { rows: { tablename: string }[] }).rows.map((r) => r.tablename);
  const query = sql.raw(
    tables.map((t) => `select '${t}' as t, count(*)::int as n, md5(coalesce(string_agg(x::text, '|' order by x::text), '')) as h from "${t}" x`).join(' union all '),
  );
  return async () => {
    const r = await app.db.execute(query);
    const rows = (r as unknown as { rows: { t: string; n: number; h: string }[] }).rows;
    return rows.map((row) => `${row.t}:${row.n}:${row.h}`).join(';');
  };
}

describe('fuzzing every route', () => {
  let t: TestApp;
  let headers: Record<string, string>;
  let userId: string;
  let tried = 0;
  let fingerprint: () => Promise<string>;
  beforeAll(async () => {
    t = await buildTestApp();
    const u = await createTestUser(t.app, { subType: 'god', totalSessions: 40 });
    headers = u.headers;
    userId = u.user.id;
    fingerprint = await fingerprinter(t.app);
  });
  afterAll(async () => {
    console.info(`fuzzing: ${tried} requests tried`);
    await t.close();
  });

  it('answers no 5xx and changes nothing on a 4xx', async () => {
    const routes = t.app.registeredRoutes.filter((r) => r.url.startsWith('/api/v1/') && ['POST', 'PUT', 'DELETE', 'GET'].includes(r.method));
    expect(routes.length).toBeGreaterThan(5);
    let unchanged: string | undefined;
    for (const route of routes) {
      const keys = topLevelKeys(route.schema?.body);
      const params = fc.oneof(fc.constant(userId), fc.string({ maxLength: 30 }), fc.constant('../../etc/passwd'), fc.constant('%00'), fc.uuid());
      const query = fc.dictionary(fc.oneof(fc.constant('sessionId'), fc.constant('__proto__'), fc.string({ maxLength: 6 })), fc.string({ maxLength: 30 }), { maxKeys: 3 });
      await fc.assert(
        fc.asyncProperty(bodyArbitrary(keys), params, query, async (body, param, q) => {
          const url = route.url.replace(/:[A-Za-z]+/g, () => encodeURIComponent(param) || 'x');
          // The tables as the last 4xx left them (checked then), else read afresh.
          const before = unchanged ?? (await fingerprint());
          unchanged = undefined;
          const res = await t.app.inject({
            method: route.method as 'POST',
            url,
            query: q,
            headers: { ...headers, 'content-type': 'application/json' },
            ...(route.method === 'GET' ? {} : { payload: body }),
          });
          tried++;
          expect(res.statusCode, `${route.method} ${route.url} -> ${res.statusCode} ${res.body.slice(0, 200)}`).toBeLessThan(500);
          if (res.statusCode >= 400) {
            const after = await fingerprint();
            expect(after, `${route.method} ${route.url} changed data on ${res.statusCode}`).toBe(before);
            unchanged = after;
          }
        }),
        { numRuns: RUNS_PER_ROUTE, seed: 4242 },
      );
    }
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.prototype).not.toHaveProperty('isAdmin');
  }, 300_000);
});
