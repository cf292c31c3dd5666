import '../lib/zod-config';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { isLoggedIn } from '../lib/storage';
import { AppProviders } from './providers';
import { normalizePath } from './route-rules';
import { router } from './router';

/**
 * Starts the app. Public pages arrive prerendered (scripts/build.ts) and hydrate; the markup is
 * for a logged-out visitor on that exact path, so any other case starts from an empty root.
 */
export function mount(container: HTMLElement) {
  const app = (
    <StrictMode>
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>
  );
  if (container.dataset.prerendered === normalizePath(window.location.pathname) && !isLoggedIn()) {
    hydrateRoot(container, app);
  } else {
    container.replaceChildren();
    createRoot(container).render(app);
  }
}
