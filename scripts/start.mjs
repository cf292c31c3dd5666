// `npm start`: build only what is missing or out of date, then run the compiled server with
// plain node. A build is "out of date" when the content of its inputs changed (a hash, not
// mtimes, so a fresh checkout or a `touch` does not force a rebuild); the hash is kept in a
// stamp file inside each build's output folder.
import { spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const root = path.resolve(import.meta.dirname, '..');
const at = (...p) => path.join(root, ...p);

const shared = [at('packages/core/src'), at('package-lock.json'), at('tsconfig.base.json')];
const targets = [
  {
    name: 'web app',
    stamp: at('apps/web/dist/.build-hash'),
    inputs: [at('apps/web/src'), at('apps/web/public'), at('apps/web/scripts'), at('apps/web/index.html'), at('apps/web/vite.config.ts'), at('apps/web/package.json'), ...shared],
    // VITE_* settings are baked into the bundle at build time.
    env: [...Object.keys(process.env).filter((k) => k.startsWith('VITE_')), 'SUPPORT_EMAIL', 'PUBLIC_URL'].sort(),
    build: () => run('npm', ['run', 'build', '-w', '@haven/web']),
  },
  {
    name: 'server',
    stamp: at('apps/server/dist/.build-hash'),
    inputs: [at('apps/server/src'), at('apps/server/scripts/build.mjs'), at('apps/server/package.json'), ...shared],
    env: [],
    build: () => run('node', [at('apps/server/scripts/build.mjs')]),
  },
];

function filesUnder(p) {
  if (!fs.existsSync(p)) return [];
  if (!fs.statSync(p).isDirectory()) return [p];
  return fs.readdirSync(p, { withFileTypes: true }).flatMap((e) => (e.name === 'node_modules' || e.name === 'dist' ? [] : filesUnder(path.join(p, e.name))));
}

function hashOf(target) {
  const h = crypto.createHash('sha256');
  for (const file of target.inputs.flatMap(filesUnder).sort()) h.update(path.relative(root, file)).update('\0').update(fs.readFileSync(file)).update('\0');
  for (const key of target.env) h.update(`${key}=${process.env[key]}\0`);
  return h.digest('hex');
}

function run(cmd, args) {
  const result = spawnSync(cmd, args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error(`haven: ${cmd} ${args.join(' ')} failed (exit ${result.status ?? result.signal})`);
    process.exit(1);
  }
}

for (const target of targets) {
  const hash = hashOf(target);
  const built = fs.existsSync(target.stamp) ? fs.readFileSync(target.stamp, 'utf8').trim() : '';
  if (built === hash) continue;
  console.info(`haven: building the ${target.name} (${built ? 'sources changed' : 'no build yet'})`);
  target.build();
  fs.writeFileSync(target.stamp, hash);
}

// Production is an explicit choice (NODE_ENV=production, with every setting it needs: see
// .env.example). Without it, `npm start` on a fresh clone runs the local demo mode on the embedded
// defaults, and says so, rather than pretending to be a production server.
if (!process.env.NODE_ENV) {
  process.env.NODE_ENV = 'development';
  console.info('haven: local demo mode (NODE_ENV unset): embedded database, offline AI, dev mail outbox, test-mode checkout. Not for real users: set NODE_ENV=production and the settings in .env.example.');
}
await import(pathToFileURL(at('apps/server/dist/server.js')).href);
