import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@/components/ui/button';
import { ChevronDownIcon } from '@/components/ui/icons';

interface CareersHeroProps {
  /** Scrolls to the open positions. */
  onSeePositions: () => void;
}

const HERO_FACTS = [msg`Hybrid roles`, msg`Full-time`, msg`Reply within 3 working days`];

/** Spec §2 Careers: 'Join the team' with a 'See positions' button. */
export function CareersHero({ onSeePositions }: CareersHeroProps) {
  const { t, i18n } = useLingui();
  return (
    <section
      aria-labelledby="careers-hero-title"
      data-testid="careers-section-hero"
      className="relative overflow-hidden border-b border-brand-100 bg-gradient-to-br from-brand-50 via-white to-accent-50"
    >
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -top-24 -right-24 size-72 rounded-full bg-brand-200/40 blur-3xl"
      />
      <div className="relative mx-auto grid max-w-7xl items-center gap-12 px-4 py-14 sm:px-6 md:py-20 lg:grid-cols-[1.1fr_1fr] lg:px-8">
        <div>
          <p className="mb-3 text-sm font-semibold tracking-wide text-brand-700 uppercase">
            <Trans>Careers</Trans>
          </p>
          <h1
            id="careers-hero-title"
            className="max-w-3xl text-4xl font-extrabold tracking-tight md:text-display"
          >
            <Trans>Join the team</Trans>
          </h1>
          <p className="mt-6 max-w-xl text-lg leading-8 text-slate-600">
            <Trans>
              Help students across India learn, practise and get placed. Build courses, products and
              programmes with engineers, designers and educators who care about every learner.
            </Trans>
          </p>
          <div className="mt-8 flex flex-wrap items-center gap-x-6 gap-y-4">
            <Button size="lg" onClick={onSeePositions} aria-controls="open-positions">
              <Trans>See positions</Trans>
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
        <img
          src="/images/gallery/team-1.svg"
          alt={t`The Pathshala team at work at a shared desk`}
          width={800}
          height={600}
          decoding="async"
          className="aspect-[4/3] w-full rounded-card object-cover shadow-card ring-1 ring-slate-200/70"
        />
      </div>
    </section>
  );
}
