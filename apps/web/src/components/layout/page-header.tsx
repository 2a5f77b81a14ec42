import type { ReactNode } from 'react';
import { cn } from '@/utils/cn';

interface PageHeaderProps {
  title: ReactNode;
  /** One line under the heading. */
  intro?: ReactNode;
  /** Small label above the heading, e.g. the section name. */
  eyebrow?: ReactNode;
  /** Buttons or links under the intro. */
  actions?: ReactNode;
  className?: string;
}

/** The heading band every page starts with. */
export function PageHeader({ title, intro, eyebrow, actions, className }: PageHeaderProps) {
  return (
    <section
      className={cn(
        'relative overflow-hidden border-b border-brand-100 bg-gradient-to-br from-brand-50 via-white to-accent-50',
        className,
      )}
    >
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -top-24 -right-24 size-72 rounded-full bg-brand-200/40 blur-3xl"
      />
      <div className="relative mx-auto max-w-7xl px-4 py-12 sm:px-6 md:py-16 lg:px-8">
        {eyebrow ? (
          <p className="mb-2 text-sm font-semibold tracking-wide text-brand-700 uppercase">{eyebrow}</p>
        ) : null}
        <h1 className="max-w-3xl text-3xl font-extrabold tracking-tight md:text-headline">{title}</h1>
        {intro ? <p className="mt-4 max-w-2xl text-lg text-slate-600">{intro}</p> : null}
        {actions ? <div className="mt-8 flex flex-wrap gap-4">{actions}</div> : null}
      </div>
    </section>
  );
}
