import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { Route, Routes, StaticRouter } from 'react-router';
import { AppProviders } from '../src/app/providers';
import { RouteSwitch } from '../src/app/route-switch';
import { renderPage } from './html-template';

// Server entry for the build-time prerender: the same tree as src/app/mount.tsx (providers, the
// one catch-all route), with a static router.
function App({ url }: { url: string }) {
  return (
    <StrictMode>
      <AppProviders>
        <StaticRouter location={url}>
          <Routes>
            <Route path="*" element={<RouteSwitch />} />
          </Routes>
        </StaticRouter>
      </AppProviders>
    </StrictMode>
  );
}

/**
 * The route's markup. renderToString leaves a lazy page that is still loading as a client-rendered
 * fallback (`<!--$!-->`), so render again once its chunk has loaded. (react-dom/static's prerender
 * would wait, but it outlines large sections behind an inline script, which our CSP forbids.)
 */
export async function render(url: string): Promise<string> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const html = renderToString(<App url={url} />);
    if (!html.includes('<!--$!-->')) return html;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`${url}: a page was still loading after 1 s of prerendering`);
}

/** One route's complete HTML document, from the built index.html. Compiled by Vite (import.meta.env). */
export async function renderDocument(template: string, route: string, origin: string | undefined): Promise<string> {
  return renderPage(template, route, await render(route), origin);
}
