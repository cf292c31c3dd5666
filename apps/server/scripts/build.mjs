// Compiles the server to one JavaScript file for production (`node apps/server/dist/server.js`):
// our own code and @haven/core are bundled (core is TypeScript source), every package from
// node_modules stays an ordinary import, and the committed migrations are copied beside it
// (db/migrate.ts finds them next to the running file).
import fs from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

const serverRoot = path.resolve(import.meta.dirname, '..');

/** Bare imports are external unless they are one of our workspace packages. */
const externalPackages = {
  name: 'external-packages',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) => (args.path.startsWith('@haven/') ? undefined : { path: args.path, external: true }));
  },
};

export async function buildServer(outDir = path.join(serverRoot, 'dist')) {
  fs.rmSync(outDir, { recursive: true, force: true });
  await build({
    entryPoints: [path.join(serverRoot, 'src/server.ts')],
    outfile: path.join(outDir, 'server.js'),
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: 'linked',
    legalComments: 'none',
    logLevel: 'warning',
    plugins: [externalPackages],
  });
  fs.cpSync(path.join(serverRoot, 'src/db/migrations'), path.join(outDir, 'migrations'), { recursive: true });
}

if (import.meta.url === `file://${process.argv[1]}`) await buildServer();
