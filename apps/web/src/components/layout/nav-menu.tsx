import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { NavLink } from 'react-router';
import { ExternalLinkIcon } from '@/components/ui/icons';
import { cn } from '@/utils/cn';
import { MAIN_NAV } from './nav-items';

interface NavMenuProps {
  orientation: 'horizontal' | 'vertical';
  /** Called after any entry is followed (the drawer closes itself with it). */
  onNavigate?: () => void;
}

const linkClasses = {
  horizontal:
    'relative inline-flex h-10 items-center gap-1 rounded-lg px-1 text-sm font-medium whitespace-nowrap text-slate-600 transition-colors hover:text-brand-700 lg:px-1.5 xl:px-3 aria-[current=page]:text-brand-700 aria-[current=page]:after:absolute aria-[current=page]:after:inset-x-1 aria-[current=page]:after:-bottom-[13px] aria-[current=page]:after:h-0.5 aria-[current=page]:after:rounded-full aria-[current=page]:after:bg-brand-700 lg:aria-[current=page]:after:inset-x-1.5 xl:aria-[current=page]:after:inset-x-3',
  vertical:
    'flex items-center justify-between gap-2 rounded-xl px-4 py-3 text-base font-medium text-slate-700 transition-colors hover:bg-slate-100 aria-[current=page]:bg-brand-50 aria-[current=page]:text-brand-800',
};

/** The header menu entries; shared by the desktop bar and the mobile drawer. */
export function NavMenu({ orientation, onNavigate }: NavMenuProps) {
  const { i18n } = useLingui();
  return (
    <ul
      className={cn(
        'flex',
        orientation === 'horizontal' ? 'items-center gap-0.5 xl:gap-1' : 'flex-col gap-1',
      )}
    >
      {MAIN_NAV.map((item) => (
        // From 768 to 1279 px the bar keeps its room for the account's icons: the logo leads home there (the
        // drawer, below 768 px, lists it).
        <li key={item.to} className={item.to === '/' ? 'md:max-xl:hidden' : undefined}>
          {item.external ? (
            <a
              href={item.to}
              target="_blank"
              rel="noopener noreferrer"
              className={linkClasses[orientation]}
              onClick={onNavigate}
            >
              {i18n._(item.label)}
              <ExternalLinkIcon className="size-3.5 opacity-60" />
              <span className="sr-only">
                {' '}
                <Trans>(opens in a new tab)</Trans>
              </span>
            </a>
          ) : (
            <NavLink
              to={item.to}
              end={item.to === '/'}
              className={linkClasses[orientation]}
              onClick={onNavigate}
            >
              {i18n._(item.label)}
            </NavLink>
          )}
        </li>
      ))}
    </ul>
  );
}
