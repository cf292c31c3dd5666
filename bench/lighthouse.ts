import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PRERENDERED_ROUTES } from '../apps/web/scripts/prerender-routes';
import { startServer } from './support/server-process';

// Lighthouse (mobile, the CLI's default form factor and throttling) on the production build of
// `/` and `/pricing`, served by the real server, in Debian's Chromium. Prints the four category
// scores and LCP, CLS and TBT. Figures, not a pass/fail test.
//   npx tsx bench/lighthouse.ts            builds the web app into a temp folder first
//   LH_WEB_DIST=/path npx tsx bench/...    uses an existing build
const root = path.resolve(import.meta.dirname, '..');
const chromium = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const port = Number(process.env.LH_PORT ?? 4390);
// Every prerendered public page (LH_PAGES=/,/pricing to narrow).
const pages = process.env.LH_PAGES ? process.env.LH_PAGES.split(',') : [...PRERENDERED_ROUTES];

interface LighthouseResult {
  categories: Record<string, { score: number | null }>;
  audits: Record<string, { numericValue?: number; details?: unknown }>;
}

function buildWeb(): string {
  const out = fs.mkdtempSync(path.join(os.tmpdir(), 'haven-lh-web-'));
  execFileSync('npm', ['run', 'build', '-w', '@haven/web', '--', '--outDir', out], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
  return out;
}

function runLighthouse(url: string): LighthouseResult {
  const res = spawnSync(
    path.join(root, 'node_modules/.bin/lighthouse'),
    [url, '--output=json', '--output-path=stdout', '--quiet', '--only-categories=performance,accessibility,best-practices,seo', '--chrome-flags=--headless=new --no-sandbox --disable-gpu'],
    { cwd: root, env: { ...process.env, CHROME_PATH: chromium }, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
  );
  if (res.status !== 0) throw new Error(`lighthouse failed for ${url}: ${res.stderr.slice(-2000)}`);
  return JSON.parse(res.stdout) as LighthouseResult;
}

const score = (r: LighthouseResult, id: string) => Math.round((r.categories[id]?.score ?? 0) * 100);
const audit = (r: LighthouseResult, id: string) => r.audits[id]?.numericValue ?? NaN;

async function main() {
  if (!fs.existsSync(chromium)) throw new Error(`Chromium not found at ${chromium} (apt-get install chromium, or set CHROME_PATH)`);
  const webDist = process.env.LH_WEB_DIST ?? buildWeb();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'haven-lh-data-'));
  const server = await startServer({ port, env: { WEB_DIST: webDist, DATA_DIR: dataDir, RATE_LIMIT_ALLOW_LIST: '127.0.0.1' } });
  try {
    console.info('page       perf  a11y  best  seo   LCP ms  CLS     TBT ms');
    for (const page of pages) {
      const r = runLighthouse(`${server.url}${page}`);
      const row = [
        page.padEnd(10),
        String(score(r, 'performance')).padStart(4),
        String(score(r, 'accessibility')).padStart(5),
        String(score(r, 'best-practices')).padStart(5),
        String(score(r, 'seo')).padStart(4),
        audit(r, 'largest-contentful-paint').toFixed(0).padStart(8),
        audit(r, 'cumulative-layout-shift').toFixed(3).padStart(7),
        audit(r, 'total-blocking-time').toFixed(0).padStart(8),
      ];
      console.info(row.join(' '));
      if (process.env.LH_DETAILS) console.info(JSON.stringify({ lcpElement: r.audits['largest-contentful-paint-element'], lcpBreakdown: r.audits['lcp-breakdown-insight'] ?? r.audits['lcp-phases-insight'] }, null, 1).slice(0, 6000));
    }
  } finally {
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
