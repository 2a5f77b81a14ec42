import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@/components/ui/button';
import { ChevronDownIcon } from '@/components/ui/icons';

interface InternshipHeroProps {
  /** Scrolls to the application form. */
  onApply: () => void;
}

const HERO_FACTS = [msg`12 internships`, msg`3 to 6 months`, msg`Remote, on-site or hybrid`];

/** Spec §2 Internships: 'Find Your Dream Internship!' with a button that scrolls to the form. */
export function InternshipHero({ onApply }: InternshipHeroProps) {
  const { i18n } = useLingui();
  return (
    <section
      aria-labelledby="internship-hero-title"
      data-testid="internship-hero"
      className="relative overflow-hidden border-b border-brand-100 bg-gradient-to-br from-brand-50 via-white to-accent-50"
    >
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -top-24 -right-24 size-72 rounded-full bg-brand-200/40 blur-3xl"
      />
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -bottom-32 -left-24 size-72 rounded-full bg-accent-200/40 blur-3xl"
      />
      <div className="relative mx-auto max-w-7xl px-4 py-14 sm:px-6 md:py-24 lg:px-8">
        <p className="mb-3 text-sm font-semibold tracking-wide text-brand-700 uppercase">
          <Trans>Internships</Trans>
        </p>
        <h1
          id="internship-hero-title"
          className="max-w-3xl text-4xl font-extrabold tracking-tight md:text-display"
        >
          <Trans>Find Your Dream Internship!</Trans>
        </h1>
        <p className="mt-6 max-w-2xl text-lg leading-8 text-slate-600">
          <Trans>
            Work on real products with our engineers, designers and marketers. Apply for one or several
            internships at once, and hear back within about 2-3 weeks.
          </Trans>
        </p>
        <div className="mt-8 flex flex-wrap items-center gap-x-6 gap-y-4">
          <Button size="lg" onClick={onApply} aria-controls="internship-form">
            <Trans>Apply now</Trans>
            <ChevronDownIcon className="size-5" />
          </Button>
          <ul className="flex flex-wrap gap-2 text-sm font-medium text-slate-700">
            {HERO_FACTS.map((fact) => (
              <li key={fact.id} className="rounded-full bg-white px-3 py-1 shadow-sm ring-1 ring-slate-200">
                {i18n._(fact)}
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
