import type { ReactNode } from 'react';
import { cn } from '@/utils/cn';

interface SectionCardProps {
  title: string;
  /** One line under the title. */
  intro?: ReactNode;
  /** Beside the title, e.g. a link to more. */
  aside?: ReactNode;
  children: ReactNode;
  className?: string;
  'data-testid'?: string;
}

/** A titled white card, the unit every detail page is made of. */
export function SectionCard({
  title,
  intro,
  aside,
  children,
  className,
  'data-testid': testId,
}: SectionCardProps) {
  const id = `section-${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
  return (
    <section
      aria-labelledby={id}
      data-testid={testId}
      className={cn('rounded-card bg-white p-5 shadow-card ring-1 ring-slate-200/70 sm:p-6', className)}
    >
      <div className="mb-4 flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <div>
          <h2 id={id} className="text-lg font-bold">
            {title}
          </h2>
          {intro ? <p className="mt-0.5 text-sm text-slate-600">{intro}</p> : null}
        </div>
        {aside}
      </div>
      {children}
    </section>
  );
}

/** Label and value pairs, two columns from small screens up unless `single`. */
export function DetailList({
  items,
  single = false,
}: {
  items: readonly (readonly [string, ReactNode])[];
  single?: boolean;
}) {
  return (
    <dl className={cn('grid gap-x-6 gap-y-4', !single && 'sm:grid-cols-2')}>
      {items.map(([label, value]) => (
        <div key={label} className="min-w-0">
          <dt className="text-xs font-semibold tracking-wide text-slate-500 uppercase">{label}</dt>
          <dd className="mt-1 break-words text-slate-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
