import { Trans } from '@lingui/react/macro';
import { buttonClasses } from '@/components/ui/button';
import { ArrowRightIcon } from '@/components/ui/icons';

/** The banner after the catalogue grid (spec §2: start learning now, 20% off). */
export function PromoBanner({ targetId }: { targetId: string }) {
  return (
    <section
      aria-labelledby="promo-banner-heading"
      data-testid="promo-banner"
      className="relative overflow-hidden rounded-card bg-gradient-to-br from-brand-700 to-brand-950 px-6 py-10 text-white shadow-card sm:px-10 md:py-12"
    >
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -top-20 -right-12 size-64 rounded-full bg-accent-400/30 blur-3xl"
      />
      <div className="relative flex flex-col gap-6 md:flex-row md:items-center md:justify-between">
        <div className="max-w-xl">
          <p className="mb-3 inline-flex rounded-full bg-accent-400 px-3 py-1 text-sm font-bold text-accent-950">
            <Trans>20% off</Trans>
          </p>
          <h2 id="promo-banner-heading" className="text-3xl font-extrabold tracking-tight text-white">
            <Trans>Start learning now</Trans>
          </h2>
          <p className="mt-3 text-lg text-brand-100">
            <Trans>
              Pick a course today and get 20% off your first enrolment — with live sessions, hands-on projects
              and a shareable certificate.
            </Trans>
          </p>
        </div>
        <a href={`#${targetId}`} className={buttonClasses({ variant: 'secondary', size: 'lg' })}>
          <Trans>Browse programs</Trans>
          <ArrowRightIcon className="size-5" />
        </a>
      </div>
    </section>
  );
}
