// Public pages rendered to HTML at build time (issue 8): content and metadata arrive without
// JavaScript. Every other route is served the empty app shell.
export const PRERENDERED_ROUTES = ['/', '/pricing', '/sexai/pricing', '/terms', '/privacy', '/refund', '/safety'] as const;


/** Where the server's SPA plugin looks for a route's HTML: dist/index.html, dist/<route>/index.html. */
export function outputFileFor(route: string): string {
  return route === '/' ? 'index.html' : `${route.replace(/^\/+/, '')}/index.html`;
}

/** The untouched index.html, served for routes that are not prerendered. */
export const APP_SHELL_FILE = 'app-shell.html';
