import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../support/test-app';

// Every progress route is in the OpenAPI document, tagged, with the contract's schemas.
describe('progress routes in the OpenAPI document', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('lists the six routes with tag progress, their bodies and queries', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const paths = doc.paths as Record<string, Record<string, { tags?: string[]; requestBody?: { content: Record<string, { schema: { properties: Record<string, unknown> } }> }; parameters?: { name: string; in: string }[] }>>;
    const expected: [string, string][] = [
      ['/api/v1/progress/{userId}/checkins', 'post'],
      ['/api/v1/progress/{userId}/checkins', 'get'],
      ['/api/v1/progress/{userId}/questionnaires', 'post'],
      ['/api/v1/progress/{userId}/questionnaires', 'get'],
      ['/api/v1/progress/{userId}/summary', 'get'],
      ['/api/v1/progress/{userId}/meditation-plays', 'post'],
    ];
    for (const [path, method] of expected) {
      const op = paths[path]?.[method];
      expect(op, `${method} ${path}`).toBeDefined();
      expect(op.tags).toEqual(['progress']);
      expect(op.parameters?.some((p) => p.name === 'userId' && p.in === 'path')).toBe(true);
    }
    const checkinBody = paths['/api/v1/progress/{userId}/checkins'].post.requestBody!.content['application/json'].schema.properties;
    expect(Object.keys(checkinBody)).toEqual(expect.arrayContaining(['mood', 'intensity', 'note', 'context', 'sessionId', 'goals']));
    const responses = (path: string, method: string) => Object.keys((paths[path][method] as { responses?: object }).responses ?? {});
    expect(responses('/api/v1/progress/{userId}/checkins', 'post')).toContain('201');
    expect(responses('/api/v1/progress/{userId}/questionnaires', 'post')).toContain('201');
    expect(responses('/api/v1/progress/{userId}/summary', 'get')).toContain('200');
    expect(responses('/api/v1/progress/{userId}/meditation-plays', 'post')).toContain('204');
    const summaryQuery = paths['/api/v1/progress/{userId}/summary'].get.parameters!.filter((p) => p.in === 'query').map((p) => p.name);
    expect(summaryQuery).toEqual(expect.arrayContaining(['days', 'tz']));
    const listQuery = paths['/api/v1/progress/{userId}/questionnaires'].get.parameters!.filter((p) => p.in === 'query').map((p) => p.name);
    expect(listQuery).toEqual(expect.arrayContaining(['kind', 'cursor', 'limit']));
  });
});
