import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';
import { APP_SHELL_FILE, PRERENDERED_ROUTES, outputFileFor } from './prerender-routes';
import { precompress } from './precompress';

// `npm run build [-- --outDir X]`: the client build, then a server build of scripts/entry-server,
// then each public page rendered into <outDir>/<route>/index.html.
const webRoot = path.resolve(import.meta.dirname, '..');

function outDirFromArgs(argv: string[]): string {
  const i = argv.findIndex((a) => a === '--outDir' || a.startsWith('--outDir='));
  if (i === -1) return path.join(webRoot, 'dist');
  const value = argv[i].includes('=') ? argv[i].split('=')[1] : argv[i + 1];
  if (!value) throw new Error('--outDir needs a folder');
  return path.resolve(process.cwd(), value);
}

type Manifest = Record<string, { file: string; name?: string; isEntry?: boolean; isDynamicEntry?: boolean; imports?: string[] }>;

function readManifest(outDir: string): Manifest {
  const manifest = JSON.parse(fs.readFileSync(path.join(outDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  fs.rmSync(path.join(outDir, '.vite'), { recursive: true, force: true });
  return manifest;
}

/** modulepreload tags for a chunk and its static imports (the entry itself is already in the page). */
function preloadTags(manifest: Manifest, keys: string[]): string {
  const files = new Set<string>();
  const visit = (key: string) => {
    const entry = manifest[key];
    if (!entry || entry.isEntry || files.has(entry.file)) return;
    files.add(entry.file);
    entry.imports?.forEach(visit);
  };
  keys.forEach(visit);
  return [...files].map((f) => `<link rel="modulepreload" crossorigin href="/${f}">`).join('\n    ');
}

/** The app chunk that src/main.tsx imports. */
function mountKey(manifest: Manifest): string {
  const key = Object.keys(manifest).find((k) => manifest[k].isDynamicEntry && (k === 'src/app/mount.tsx' || manifest[k].name === 'mount'));
  if (!key) throw new Error('the build has no chunk for src/app/mount.tsx');
  return key;
}

/**
 * A prerendered page carries its stylesheet inline: under Lighthouse's slow 4G the separate ~50 kB
 * request held the first paint of the long policy pages (LCP 1.8-1.9 s on /terms and /privacy).
 * The CSP allows inline styles (style-src 'unsafe-inline'); the app shell keeps the cached link.
 */
function inlineStylesheet(html: string, outDir: string): string {
  return html.replace(/<link rel="stylesheet"[^>]*href="\/(assets\/[^"]+\.css)"[^>]*>/g, (_tag, file: string) => `<style>${fs.readFileSync(path.join(outDir, file), 'utf8').replace(/<\/style/gi, '<\\/style')}</style>`);
}

function withPreload(template: string, tags: string): string {
  return template.replace('</head>', `  ${tags}\n  </head>`);
}

async function main() {
  const outDir = outDirFromArgs(process.argv.slice(2));
  // The support address is a setting (issue 18): VITE_SUPPORT_EMAIL, else the server's SUPPORT_EMAIL.
  // A production build never ships the placeholder: refused with NODE_ENV=production, warned otherwise.
  process.env.VITE_SUPPORT_EMAIL ||= process.env.SUPPORT_EMAIL ?? '';
  if (!process.env.VITE_SUPPORT_EMAIL || /@haven\.local$/i.test(process.env.VITE_SUPPORT_EMAIL)) {
    const message = 'VITE_SUPPORT_EMAIL (or SUPPORT_EMAIL) is not set: the site would show the placeholder support@haven.local';
    if (process.env.NODE_ENV === 'production') throw new Error(`Refusing a production build: ${message}.`);
    console.warn(`haven: warning: ${message} (fine for local use; set it for a real deployment).`);
  }
  await build({ root: webRoot, build: { outDir, emptyOutDir: true, manifest: true } });
  const manifest = readManifest(outDir);
  const app = mountKey(manifest);

  // Inside the web package so the bundle's bare imports (react, radix-ui, ...) resolve from node_modules.
  const ssrDir = path.join(webRoot, 'node_modules', '.cache', `haven-prerender-${process.pid}`);
  try {
    await build({ root: webRoot, logLevel: 'warn', build: { ssr: path.join(webRoot, 'scripts/entry-server.tsx'), outDir: ssrDir, emptyOutDir: true, copyPublicDir: false } });
    const { renderDocument } = (await import(pathToFileURL(path.join(ssrDir, 'entry-server.js')).href)) as {
      renderDocument: (template: string, route: string, origin: string | undefined) => Promise<string>;
    };
    const template = fs.readFileSync(path.join(outDir, 'index.html'), 'utf8');
    fs.writeFileSync(path.join(outDir, APP_SHELL_FILE), withPreload(template, preloadTags(manifest, [app])));
    const origin = (process.env.PUBLIC_URL || process.env.VITE_PUBLIC_URL || '').replace(/\/+$/, '') || undefined;
    for (const route of PRERENDERED_ROUTES) {
            // No modulepreload here: on a slow phone the app chunk would compete with the CSS that the
      // already-complete HTML needs for its first paint (Lighthouse: LCP 4.1 s with, see report).
      const html = inlineStylesheet(await renderDocument(template, route, origin), outDir);
      const inline = /<script(?![^>]*type="(module|application\/ld\+json)")[^>]*>[\s\S]{0,120}/.exec(html);
      if (inline) throw new Error(`${route}: prerendered HTML has an inline script, which the CSP forbids: ${inline[0]}`);
      const file = path.join(outDir, outputFileFor(route));
      fs.mkdirSync(path.dirname(file), { recursive: true });
      fs.writeFileSync(file, html);
      console.info(`prerendered ${route} -> ${path.relative(process.cwd(), file)} (${(html.length / 1024).toFixed(1)} kB)`);
    }
  } finally {
    fs.rmSync(ssrDir, { recursive: true, force: true });
  }
  const packed = precompress(outDir);
  console.info(`precompressed ${packed.files} files: ${(packed.rawBytes / 1024).toFixed(0)} kB -> ${(packed.brotliBytes / 1024).toFixed(0)} kB brotli`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
