import type { ReactNode } from 'react';
import { isTopBarVisible } from '../route-rules';
import { TopBar } from './top-bar';
import { SiteFooter } from './site-footer';

export function PublicLayout({ pathname, children }: { pathname: string; children: ReactNode }) {
  const withTopBar = isTopBarVisible(pathname);
  return (
    <div className="flex min-h-screen flex-col">
      <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2">
        Skip to content
      </a>
      {withTopBar && <TopBar />}
      <div className="flex-1">{children}</div>
      {withTopBar && <SiteFooter />}
    </div>
  );
}
