import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from './fixtures';
import { SECRET_CANARIES } from './support/secret-canaries';

// The built web bundle and every page the server serves hold no secret: not the AI key or
// encryption key the server runs with (canaries), and nothing shaped like a provider or Paddle key.
const dist = path.resolve(process.env.E2E_WEB_DIST ?? 'apps/web/dist');
const KEY_SHAPES = [/sk-[A-Za-z0-9_-]{20,}/, /pdl_(live|sdbx)_[A-Za-z0-9]{10,}/, /pdl_ntfset_[A-Za-z0-9]{10,}/];

function filesUnder(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? filesUnder(path.join(dir, e.name)) : [path.join(dir, e.name)]));
}

test('the built bundle holds no secret', async () => {
  const files = filesUnder(dist).filter((f) => /\.(js|css|html|json|txt|svg)$/.test(f));
  expect(files.filter((f) => f.endsWith('.js')).length).toBeGreaterThan(5);
  for (const file of files) {
    const text = fs.readFileSync(file, 'utf8');
    for (const canary of Object.values(SECRET_CANARIES)) expect(text.includes(canary), `${file} holds a canary`).toBe(false);
    for (const shape of KEY_SHAPES) expect(shape.test(text), `${file} holds something shaped like ${shape}`).toBe(false);
  }
});

test('no served page or asset carries the server secrets', async ({ request }) => {
  const pages = ['/', '/pricing', '/sexai/pricing', '/terms', '/privacy', '/refund', '/safety', '/ai-chatbot', '/profile', '/api/v1/plans', '/api/v1/health', '/api/docs/json'];
  const assets = filesUnder(path.join(dist, 'assets')).map((f) => `/assets/${path.basename(f)}`);
  for (const url of [...pages, ...assets]) {
    const res = await request.get(url);
    expect(res.status(), url).toBe(200);
    const body = await res.text();
    for (const canary of Object.values(SECRET_CANARIES)) expect(body.includes(canary), `${url} holds a canary`).toBe(false);
  }
});
