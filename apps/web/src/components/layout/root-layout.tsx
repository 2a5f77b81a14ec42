import type { ReactNode } from 'react';
import { Suspense } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { Toaster } from '@/components/ui/toaster';
import { isTestScreen } from '@/config/paths';
import { useFollowChosenLanguage } from './interface-language';
import { NavigationProgress } from './navigation-progress';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

/**
 * The shared layout of spec §2: header, page, footer and the one toast container.
 * ScrollRestoration puts every new page at the top and restores the position on back/forward.
 * A running mock test has the screen to itself: no header or footer links out of it, only its own "Leave test",
 * which warns that the clock keeps running.
 */
export function RootLayout({ children }: { children?: ReactNode }) {
  const focused = isTestScreen(useLocation().pathname);
  useFollowChosenLanguage();
  return (
    <div className="flex min-h-dvh flex-col">
      <NavigationProgress />
      {focused ? null : <SiteHeader />}
      {/* At least a screen tall: the footer starts below the fold, so a page whose content arrives after the
          first paint (a lazy route, a query) grows downwards without moving anything in view (CLS). A page made of one
          section takes that height too, so a tinted backdrop (sign-in) reaches the footer without a white band. */}
      <main
        id="main"
        tabIndex={-1}
        className="min-h-dvh flex-1 focus:outline-none [&>:only-child]:min-h-[inherit]"
      >
        {children ?? <Outlet />}
      </main>
      {/* Static links, below the fold: a server-drawn page adopts it in a task of its own. */}
      {focused ? null : (
        <Suspense fallback={null}>
          <SiteFooter />
        </Suspense>
      )}
      <Toaster />
      {/* A fresh page load has the key 'default'; keying it by path stops one page reusing another's scroll. */}
      <ScrollRestoration
        getKey={(location) => (location.key === 'default' ? location.pathname : location.key)}
      />
    </div>
  );
}
