import { type ReactNode, useId } from 'react';
import { cn } from '@/utils/cn';

interface InternshipFormSectionProps {
  title: string;
  /** One line under the section title. */
  intro?: string;
  className?: string;
  children: ReactNode;
}

/** One titled group of the internship form (Personal Information, Education, …), named by its heading. */
export function InternshipFormSection({ title, intro, className, children }: InternshipFormSectionProps) {
  const headingId = useId();
  return (
    <fieldset
      aria-labelledby={headingId}
      className="flex min-w-0 flex-col gap-5 border-t border-slate-200 pt-8 first:border-t-0 first:pt-0"
    >
      <div>
        <h3 id={headingId} className="text-xl font-bold text-slate-900">
          {title}
        </h3>
        {intro ? <p className="mt-1 text-sm text-slate-500">{intro}</p> : null}
      </div>
      <div className={cn('grid gap-5', className)}>{children}</div>
    </fieldset>
  );
}
