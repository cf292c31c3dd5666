import { Dialog } from 'radix-ui';
import { Menu, X } from 'lucide-react';
import { useEffect, useState, type ReactNode } from 'react';
import { MOBILE_BREAKPOINT_PX } from '../route-rules';
import { SideNav } from './side-nav';
import { SideNavHeader } from './side-nav-header';

const WIDE_QUERY = `(min-width: ${MOBILE_BREAKPOINT_PX + 1}px)`;

function useIsWide() {
  const [wide, setWide] = useState(() => window.matchMedia(WIDE_QUERY).matches);
  useEffect(() => {
    const mq = window.matchMedia(WIDE_QUERY);
    const onChange = () => setWide(mq.matches);
    mq.addEventListener('change', onChange);
    return () => mq.removeEventListener('change', onChange);
  }, []);
  return wide;
}

/** Logged-in shell (also wraps the AI routes for visitors). At 768 px or narrower the nav is a drawer. */
export function SideNavLayout({ children }: { children: ReactNode }) {
  const wide = useIsWide();
  const [drawerOpen, setDrawerOpen] = useState(false);
  // Widening past the breakpoint closes the drawer (spec).
  useEffect(() => {
    if (wide) setDrawerOpen(false);
  }, [wide]);

  return (
    <div className="flex min-h-screen bg-slate-50">
      {wide ? (
        <aside className="sticky top-0 flex h-screen w-64 shrink-0 flex-col border-r border-slate-200 bg-white">
          <SideNavHeader />
          <SideNav />
        </aside>
      ) : (
        <Dialog.Root open={drawerOpen} onOpenChange={setDrawerOpen}>
          <Dialog.Portal>
            <Dialog.Overlay data-testid="drawer-overlay" className="fixed inset-0 z-40 bg-slate-900/50" />
            <Dialog.Content aria-describedby={undefined} className="fixed inset-y-0 left-0 z-50 flex w-72 max-w-[85vw] flex-col bg-white shadow-xl focus:outline-none">
              <Dialog.Title className="sr-only">Navigation</Dialog.Title>
              <div className="flex justify-end p-2">
                <Dialog.Close className="rounded p-2 text-slate-600 hover:bg-slate-100" aria-label="Close navigation">
                  <X aria-hidden />
                </Dialog.Close>
              </div>
              <SideNavHeader />
              <SideNav onNavigate={() => setDrawerOpen(false)} />
            </Dialog.Content>
          </Dialog.Portal>
        </Dialog.Root>
      )}
      <div className="flex min-w-0 flex-1 flex-col">
        {!wide && (
          <div className="sticky top-0 z-30 flex items-center gap-2 border-b border-slate-200 bg-white px-3 py-2">
            <button type="button" onClick={() => setDrawerOpen(true)} className="rounded p-2 text-slate-700 hover:bg-slate-100" aria-label="Open navigation" aria-expanded={drawerOpen}>
              <Menu aria-hidden />
            </button>
            <span className="font-semibold text-brand-900">Haven</span>
          </div>
        )}
        <div className="flex-1">{children}</div>
      </div>
    </div>
  );
}
