// Public pages rendered to HTML at build time (issue 8): content and metadata arrive without
// JavaScript. Every other route is served the empty app shell.
export const PRERENDERED_ROUTES = ['/', '/pricing', '/sexai/pricing', '/terms', '/privacy', '/refund', '/safety'] as const;

/** Each lazy page's source (src/app/pages.tsx), so its chunk is preloaded with the page and hydration starts sooner. */
export const PAGE_SOURCES: Record<string, string> = {
  '/pricing': 'src/features/billing/pricing-page.tsx',
  '/sexai/pricing': 'src/features/billing/sister-pricing-page.tsx',
  '/terms': 'src/features/policies/terms-page.tsx',
  '/privacy': 'src/features/policies/privacy-page.tsx',
  '/refund': 'src/features/refund/refund-page.tsx',
  '/safety': 'src/features/safety/safety-page.tsx',
};

/** Where the server's SPA plugin looks for a route's HTML: dist/index.html, dist/<route>/index.html. */
export function outputFileFor(route: string): string {
  return route === '/' ? 'index.html' : `${route.replace(/^\/+/, '')}/index.html`;
}

/** The untouched index.html, served for routes that are not prerendered. */
export const APP_SHELL_FILE = 'app-shell.html';
