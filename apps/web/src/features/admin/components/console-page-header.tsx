import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ChevronRightIcon } from '@/components/ui/icons';

interface Crumb {
  to: string;
  label: string;
}

interface ConsolePageHeaderProps {
  title: ReactNode;
  intro?: ReactNode;
  /** The pages above this one, e.g. Users for a user's page. */
  crumbs?: readonly Crumb[];
  /** Buttons beside the title (below it on a phone). */
  actions?: ReactNode;
}

export function ConsolePageHeader({ title, intro, crumbs, actions }: ConsolePageHeaderProps) {
  return (
    <header className="mb-6 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
      <div className="min-w-0">
        {crumbs?.length ? (
          <nav aria-label="Breadcrumb" className="mb-2">
            <ol className="flex flex-wrap items-center gap-1 text-sm text-slate-500">
              {crumbs.map((crumb) => (
                <li key={crumb.to} className="flex items-center gap-1">
                  <Link to={crumb.to} className="rounded font-medium text-brand-700 hover:underline">
                    {crumb.label}
                  </Link>
                  <ChevronRightIcon className="size-3.5" />
                </li>
              ))}
            </ol>
          </nav>
        ) : null}
        <h1 className="text-2xl font-extrabold tracking-tight break-words md:text-3xl">{title}</h1>
        {intro ? <p className="mt-1.5 max-w-2xl text-slate-600">{intro}</p> : null}
      </div>
      {actions ? <div className="flex shrink-0 flex-wrap gap-3">{actions}</div> : null}
    </header>
  );
}
