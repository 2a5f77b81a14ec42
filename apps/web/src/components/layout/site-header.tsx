import { Trans, useLingui } from '@lingui/react/macro';
import { MOBILE_BREAKPOINT_PX } from '@pathshala/shared/constants';
import { useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { Logo } from '@/components/logo';
import { MenuIcon } from '@/components/ui/icons';
import { paths } from '@/config/paths';
import { AccountActions } from './account-actions';
import { HeaderShortcuts } from './header-shortcuts';
import { LanguageSwitcher } from './language-switcher';
import { MOBILE_NAV_ID, MobileNav } from './mobile-nav';
import { NavMenu } from './nav-menu';

export function SiteHeader() {
  const { t } = useLingui();
  const [menuOpen, setMenuOpen] = useState(false);
  const { pathname } = useLocation();

  // Any navigation (including back/forward) closes the drawer.
  useEffect(() => {
    if (pathname) setMenuOpen(false);
  }, [pathname]);

  // The drawer only exists below the md breakpoint; growing the window past it closes the drawer.
  useEffect(() => {
    const wide = window.matchMedia(`(min-width: ${MOBILE_BREAKPOINT_PX}px)`);
    const onChange = () => {
      if (wide.matches) setMenuOpen(false);
    };
    wide.addEventListener('change', onChange);
    return () => wide.removeEventListener('change', onChange);
  }, []);

  return (
    <header
      data-testid="site-header"
      className="sticky top-0 z-40 phone-landscape:static border-b border-slate-200/80 bg-white/90 backdrop-blur supports-[backdrop-filter]:bg-white/75"
    >
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:top-3 focus:left-3 focus:z-50 focus:rounded-lg focus:bg-white focus:px-4 focus:py-2 focus:shadow-card"
      >
        <Trans>Skip to content</Trans>
      </a>
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-2 px-4 sm:px-6 md:px-4 xl:gap-4 xl:px-8">
        <Link to={paths.home} aria-label={t`Pathshala home`} className="rounded-lg">
          <Logo wordmarkClassName="md:max-xl:sr-only" />
        </Link>
        <nav aria-label={t`Main`} data-testid="main-nav" className="hidden flex-1 justify-center md:flex">
          <NavMenu orientation="horizontal" />
        </nav>
        <div className="ml-auto flex shrink-0 items-center gap-1 md:max-xl:gap-0">
          <div className="hidden md:block">
            <LanguageSwitcher layout="bar" />
          </div>
          <HeaderShortcuts />
          <div className="hidden md:block">
            <AccountActions layout="bar" />
          </div>
        </div>
        <button
          type="button"
          data-testid="nav-toggle"
          className="-mr-2 grid size-11 place-items-center rounded-xl text-slate-700 hover:bg-slate-100 md:hidden"
          aria-label={t`Open menu`}
          aria-expanded={menuOpen}
          // Only while the menu is there to control: a reference to a missing element is an error to assistive tech.
          aria-controls={menuOpen ? MOBILE_NAV_ID : undefined}
          onClick={() => setMenuOpen(true)}
        >
          <MenuIcon className="size-6" />
        </button>
      </div>
      <MobileNav open={menuOpen} onClose={() => setMenuOpen(false)} />
    </header>
  );
}
