import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { STATS } from '@pathshala/shared/constants';
import { ButtonLink } from '@/components/ui/button';
import { ArrowRightIcon } from '@/components/ui/icons';
import { paths } from '@/config/paths';
import { SectionContainer } from './section-heading';

/** Spec §1 and §9: the platform's numbers, and the August 2025 AI/ML bootcamp. */
const EXPERIENCE_STATS = [
  { value: STATS.students, label: msg`Students trained` },
  { value: STATS.courses, label: msg`Courses and bootcamps` },
  { value: STATS.mentors, label: msg`Industry mentors` },
  { value: '500+', label: msg`Joined our AI/ML bootcamp, August 2025` },
];

const { students, courses } = STATS;

/** A full-width band that states the platform's experience, with a way into the catalogue. */
export function ExperienceBanner() {
  const { i18n } = useLingui();
  return (
    <section
      aria-labelledby="home-experience-title"
      data-testid="home-section-experience"
      className="relative overflow-hidden bg-brand-900 py-16 text-white md:py-20"
    >
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -top-32 -right-24 size-[28rem] rounded-full bg-brand-600/40 blur-3xl"
      />
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -bottom-40 -left-24 size-[24rem] rounded-full bg-accent-500/20 blur-3xl"
      />
      <SectionContainer className="relative grid items-center gap-10 lg:grid-cols-[1fr_1.15fr] lg:gap-16">
        <div>
          <p className="mb-2 text-sm font-semibold tracking-wide text-accent-300 uppercase">
            <Trans>Our experience</Trans>
          </p>
          <h2
            id="home-experience-title"
            className="text-3xl font-extrabold tracking-tight text-white md:text-headline"
          >
            <Trans>{students} students have learned with us</Trans>
          </h2>
          <p className="mt-4 max-w-xl text-lg leading-8 text-brand-100">
            <Trans>
              From first lines of Python to offer letters: our mentors have taught {courses} courses and
              bootcamps, and more than 500 students joined our free two-day AI/ML bootcamp in August 2025.
            </Trans>
          </p>
          <ButtonLink to={paths.courses} variant="secondary" size="lg" className="mt-8">
            <Trans>See all courses</Trans>
            <ArrowRightIcon className="size-4" />
          </ButtonLink>
        </div>
        <dl className="grid grid-cols-2 gap-3 sm:gap-4">
          {EXPERIENCE_STATS.map((stat) => (
            <div
              key={stat.label.id}
              data-testid="experience-stat"
              className="flex flex-col rounded-card bg-white/10 p-4 ring-1 ring-white/15 sm:p-6"
            >
              <dt className="mt-1 text-sm leading-5 text-brand-100 sm:text-base">{i18n._(stat.label)}</dt>
              <dd className="order-first text-3xl font-extrabold tracking-tight text-white sm:text-4xl">
                {stat.value}
              </dd>
            </div>
          ))}
        </dl>
      </SectionContainer>
    </section>
  );
}
