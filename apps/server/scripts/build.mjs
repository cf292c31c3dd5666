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

/**
 * Data files our code reads beside itself (`new URL('../data/x.bin', import.meta.url)`, e.g. the
 * crisis classifier's weights) would point outside dist/ once bundled: each such file is copied
 * to dist/assets/ and the URL rewritten to it. Folders (the safety corpus, read only by scripts)
 * are left alone.
 */
function fileAssets(outDir) {
  return {
    name: 'file-assets',
    setup(b) {
      b.onLoad({ filter: /\.ts$/ }, async (args) => {
        if (args.path.includes('node_modules')) return undefined;
        const source = await fs.promises.readFile(args.path, 'utf8');
        if (!source.includes('import.meta.url')) return undefined;
        const contents = source.replace(/new URL\((['"])([^'"]+)\1, import\.meta\.url\)/g, (whole, _q, rel) => {
          const file = path.resolve(path.dirname(args.path), rel);
          if (!fs.existsSync(file) || !fs.statSync(file).isFile()) return whole;
          fs.mkdirSync(path.join(outDir, 'assets'), { recursive: true });
          fs.copyFileSync(file, path.join(outDir, 'assets', path.basename(file)));
          return `new URL(${JSON.stringify(`./assets/${path.basename(file)}`)}, import.meta.url)`;
        });
        return { contents, loader: 'ts' };
      });
    },
  };
}

/** `entry` and `outName`: benches build their own entry (the server plus a bare route) the same way. */
export async function buildServer(outDir = path.join(serverRoot, 'dist'), entry = path.join(serverRoot, 'src/server.ts'), outName = 'server.js') {
  fs.rmSync(outDir, { recursive: true, force: true });
  await build({
    entryPoints: [entry],
    outfile: path.join(outDir, outName),
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: 'linked',
    legalComments: 'none',
    logLevel: 'warning',
    plugins: [externalPackages, fileAssets(outDir)],
  });
  fs.cpSync(path.join(serverRoot, 'src/db/migrations'), path.join(outDir, 'migrations'), { recursive: true });
}

if (import.meta.url === `file://${process.argv[1]}`) await buildServer();
