import './index.css';

const container = document.getElementById('root')!;
const start = () => import('./app/mount').then(({ mount }) => mount(container));

// The prerendered landing page is complete without JavaScript (links, anchors, CSS smooth
// scrolling), so a logged-out visitor downloads the app only on first interaction. This keeps `/`
// within its JS budget on phones. Every other page, or a logged-in visitor (redirect), starts now.
const INTERACTIONS = ['pointerdown', 'keydown', 'touchstart', 'wheel', 'scroll', 'focusin', 'mousemove'] as const;
if (container.dataset.prerendered === '/' && window.location.pathname === '/' && !storedLogin()) {
  const once = () => {
    INTERACTIONS.forEach((type) => window.removeEventListener(type, once, true));
    void start();
  };
  INTERACTIONS.forEach((type) => window.addEventListener(type, once, { capture: true, passive: true }));
} else {
  void start();
}

function storedLogin(): boolean {
  try {
    return localStorage.getItem('isLogin') === 'true';
  } catch {
    return false; // storage blocked: treat as a visitor
  }
}
