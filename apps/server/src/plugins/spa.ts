import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { errorBody } from './errors';

/**
 * Serves the built SPA. Prerendered public pages (dist/<route>/index.html) are sent as they are;
 * any other client route falls back to index.html. Unknown /api paths stay JSON 404s.
 */
export async function registerSpa(app: FastifyInstance, webDist: string) {
  const hasBuild = fs.existsSync(path.join(webDist, 'index.html'));
  // With prerendering, index.html is the landing page; other client routes get the empty shell.
  const appShell = fs.existsSync(path.join(webDist, 'app-shell.html')) ? 'app-shell.html' : 'index.html';
  if (hasBuild) {
    // preCompressed: the web build writes .br/.gz beside each text file (apps/web/scripts/precompress.ts).
    await app.register(fastifyStatic, { root: webDist, wildcard: false, index: false, maxAge: '1h', immutable: false, preCompressed: true });
  }
  app.setNotFoundHandler(async (request, reply) => {
    const url = request.url.split('?')[0];
    if (url.startsWith('/api')) return reply.status(404).send(errorBody(`Not found: ${request.method} ${url}`));
    if (!hasBuild || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return reply.status(404).send(errorBody('Not found'));
    }
    const asset = resolveAsset(webDist, url);
    if (asset) {
      const cache = asset.startsWith('assets/') ? 'public, max-age=31536000, immutable' : 'no-cache';
      return reply.header('cache-control', cache).sendFile(asset);
    }
    return reply.header('cache-control', 'no-cache').type('text/html').sendFile(prerenderedPage(webDist, url) ?? appShell);
  });
}

function resolveAsset(root: string, url: string): string | null {
  const rel = decodeSafe(url).replace(/^\/+/, '');
  if (!rel || rel.includes('..')) return null;
  const file = path.join(root, rel);
  return fs.existsSync(file) && fs.statSync(file).isFile() ? rel : null;
}

function prerenderedPage(root: string, url: string): string | null {
  const rel = decodeSafe(url).replace(/^\/+|\/+$/g, '');
  if (rel.includes('..')) return null;
  const candidate = rel ? path.join(rel, 'index.html') : 'index.html';
  return fs.existsSync(path.join(root, candidate)) ? candidate : null;
}

function decodeSafe(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}
