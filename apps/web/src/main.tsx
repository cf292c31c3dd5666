import './index.css';

const container = document.getElementById('root')!;
const start = () => import('./app/mount').then(({ mount }) => mount(container));

// A prerendered public page is complete without JavaScript (links, anchors, CSS smooth
// scrolling), so a logged-out visitor downloads the app only when it is needed: on `/` at the first
// interaction (its JS budget on phones), on the other public pages at the first interaction or once
// the page has loaded and the browser is idle, whichever comes first, so the app never competes
// with the page's first paint (Lighthouse LCP on /pricing: 3.5 s when it started at once).
// Any other route, or a logged-in visitor (redirects, account header), starts now.
const INTERACTIONS = ['pointerdown', 'keydown', 'touchstart', 'wheel', 'scroll', 'focusin', 'mousemove'] as const;
const prerendered = container.dataset.prerendered;
if (prerendered && prerendered === window.location.pathname && !storedLogin()) {
  let started = false;
  const once = () => {
    if (started) return;
    started = true;
    INTERACTIONS.forEach((type) => window.removeEventListener(type, once, true));
    void start();
  };
  INTERACTIONS.forEach((type) => window.addEventListener(type, once, { capture: true, passive: true }));
  if (prerendered !== '/') whenLoadedAndIdle(once);
} else {
  void start();
}

function whenLoadedAndIdle(run: () => void) {
  const idle = () => (typeof window.requestIdleCallback === 'function' ? window.requestIdleCallback(run, { timeout: 3000 }) : setTimeout(run, 1500));
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
}

function storedLogin(): boolean {
  try {
    return localStorage.getItem('isLogin') === 'true';
  } catch {
    return false; // storage blocked: treat as a visitor
  }
}
