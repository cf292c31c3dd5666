import { lazy, Suspense } from 'react';
import { Navigate, useLocation } from 'react-router';
import { PAGES } from './pages';
import { resolveRoute, usesSideNav } from './route-rules';
import { PublicLayout } from './shells/public-layout';
import { useSession } from './use-session';

// The logged-in shell (Radix dialog drawer) loads only when a side-nav route is opened.
const SideNavLayout = lazy(() => import('./shells/side-nav-layout').then((m) => ({ default: m.SideNavLayout })));

export function RouteSwitch() {
  const { pathname } = useLocation();
  const { loggedIn } = useSession();
  const decision = resolveRoute(pathname, loggedIn);
  if (decision.kind === 'redirect') return <Navigate to={decision.to} replace />;
  const Page = PAGES[decision.path];
  const content = (
    <Suspense fallback={<PageLoading />}>
      <Page />
    </Suspense>
  );
  if (usesSideNav(decision.path, loggedIn))
    return (
      <Suspense fallback={<PageLoading />}>
        <SideNavLayout>{content}</SideNavLayout>
      </Suspense>
    );
  return <PublicLayout pathname={pathname}>{content}</PublicLayout>;
}

function PageLoading() {
  return (
    <div role="status" aria-live="polite" className="flex min-h-[50vh] items-center justify-center text-slate-500">
      Loading…
    </div>
  );
}
