import { type ComponentType, type ReactNode, Suspense } from 'react';
import { Link, NavLink } from 'react-router';
import type { IconProps } from '@/components/ui/icons';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/utils/cn';

export interface ConsoleNavItem {
  to: string;
  label: string;
  icon: ComponentType<IconProps>;
  /** Active only on exactly this path (the section's landing page). */
  end?: boolean;
}

interface ConsoleLayoutProps {
  /** The console's name, e.g. 'Admin console'. */
  title: string;
  items: readonly ConsoleNavItem[];
  /** A link to the other console, under the menu. */
  switchTo?: ConsoleNavItem;
  /** The page. */
  children: ReactNode;
}

const itemClasses =
  'flex items-center gap-2 rounded-xl px-3 py-2 text-sm font-medium whitespace-nowrap text-slate-700 transition-colors hover:bg-white hover:text-brand-800 aria-[current=page]:bg-white aria-[current=page]:text-brand-800 aria-[current=page]:shadow-sm aria-[current=page]:ring-1 aria-[current=page]:ring-slate-200 md:py-2.5';

/** While a console page's code loads: the menu stays, the page area shows placeholders. */
function ConsolePageFallback() {
  return (
    <div role="status" aria-label="Loading page" className="flex flex-col gap-4">
      <Skeleton className="h-8 w-48" />
      <Skeleton className="h-5 w-full max-w-md" />
      <Skeleton className="mt-4 h-72 w-full rounded-card" />
    </div>
  );
}

/**
 * The shell of the admin console and the instructor view: a menu beside the page from 768 px, above it (wrapping,
 * every entry in sight) on a phone. Pages load lazily inside it, so the menu never disappears between them.
 */
export function ConsoleLayout({ title, items, switchTo, children }: ConsoleLayoutProps) {
  return (
    <div className="bg-slate-50" data-testid="console">
      <div className="mx-auto grid max-w-7xl grid-cols-[minmax(0,1fr)] gap-6 px-4 py-6 sm:px-6 md:grid-cols-[13rem_minmax(0,1fr)] md:gap-8 md:py-10 lg:grid-cols-[15rem_minmax(0,1fr)] lg:px-8">
        <aside className="md:sticky md:top-24 md:self-start">
          <p className="px-1 text-xs font-bold tracking-wide text-brand-700 uppercase md:px-3">Pathshala</p>
          <p className="mt-0.5 px-1 text-lg font-extrabold tracking-tight text-slate-900 md:px-3">{title}</p>
          <nav aria-label={title} className="mt-3 md:mt-5">
            <ul className="flex flex-wrap gap-1.5 md:flex-col md:gap-1">
              {items.map(({ to, label, icon: Icon, end }) => (
                <li key={to}>
                  <NavLink
                    to={to}
                    end={end}
                    className={cn(
                      itemClasses,
                      'bg-white/60 ring-1 ring-slate-200/70 md:bg-transparent md:ring-0',
                    )}
                  >
                    <Icon className="size-4.5 shrink-0 text-slate-500" />
                    {label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          {switchTo ? (
            <div className="mt-3 border-slate-200 md:mt-6 md:border-t md:pt-4">
              <Link to={switchTo.to} className={cn(itemClasses, 'text-brand-800')}>
                <switchTo.icon className="size-4.5 shrink-0" />
                {switchTo.label}
              </Link>
            </div>
          ) : null}
        </aside>
        <div className="min-w-0">
          <Suspense fallback={<ConsolePageFallback />}>{children}</Suspense>
        </div>
      </div>
    </div>
  );
}
