import { PAGE_META, landingJsonLd } from '../src/lib/page-meta';

const escapeAttr = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeText = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
/** JSON inside a <script> data block: `<` escaped so no text can close the element. */
const safeJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/** The head tags of one prerendered route: title, description, Open Graph, and JSON-LD on `/`. */
export function headTags(route: string, origin: string | undefined): string {
  const meta = PAGE_META[route];
  if (!meta) throw new Error(`no page metadata for ${route}`);
  const tags = [
    `<title>${escapeText(meta.title)}</title>`,
    `<meta name="description" content="${escapeAttr(meta.description)}" />`,
    `<meta property="og:type" content="website" />`,
    `<meta property="og:site_name" content="Haven" />`,
    `<meta property="og:title" content="${escapeAttr(meta.title)}" />`,
    `<meta property="og:description" content="${escapeAttr(meta.description)}" />`,
    `<meta name="twitter:card" content="summary" />`,
  ];
  if (origin) {
    tags.push(`<meta property="og:url" content="${escapeAttr(origin + (route === '/' ? '/' : route))}" />`);
    tags.push(`<link rel="canonical" href="${escapeAttr(origin + (route === '/' ? '/' : route))}" />`);
  }
  if (route === '/') tags.push(`<script type="application/ld+json">${safeJson(landingJsonLd(origin))}</script>`);
  return tags.join('\n    ');
}

/**
 * The built index.html with one route's head tags and rendered markup. `data-prerendered` tells
 * src/main.tsx which path this markup belongs to, so it only hydrates on that path.
 */
export function renderPage(template: string, route: string, appHtml: string, origin: string | undefined): string {
  const withHead = template
    .replace(/<title>[\s\S]*?<\/title>\s*/, '')
    .replace(/<meta name="description"[^>]*>\s*/, '')
    .replace('</head>', `  ${headTags(route, origin)}\n  </head>`);
  const root = '<div id="root"></div>';
  if (!withHead.includes(root)) throw new Error('index.html has no empty <div id="root"></div>');
  return withHead.replace(root, `<div id="root" data-prerendered="${escapeAttr(route)}">${appHtml}</div>`);
}
