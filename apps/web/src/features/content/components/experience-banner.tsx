import { STATS } from '@pathshala/shared/constants';
import { ButtonLink } from '@/components/ui/button';
import { ArrowRightIcon } from '@/components/ui/icons';
import { paths } from '@/config/paths';
import { SectionContainer } from './section-heading';

/** Spec §1 and §9: the platform's numbers, and the August 2025 AI/ML bootcamp. */
const EXPERIENCE_STATS = [
  { value: STATS.students, label: 'Students trained' },
  { value: STATS.courses, label: 'Courses and bootcamps' },
  { value: STATS.mentors, label: 'Industry mentors' },
  { value: '500+', label: 'Joined our AI/ML bootcamp, August 2025' },
] as const;

/** A full-width band that states the platform's experience, with a way into the catalogue. */
export function ExperienceBanner() {
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
          <p className="mb-2 text-sm font-semibold tracking-wide text-accent-300 uppercase">Our experience</p>
          <h2
            id="home-experience-title"
            className="text-3xl font-extrabold tracking-tight text-white md:text-headline"
          >
            {STATS.students} students have learned with us
          </h2>
          <p className="mt-4 max-w-xl text-lg leading-8 text-brand-100">
            From first lines of Python to offer letters: our mentors have taught {STATS.courses} courses and
            bootcamps, and more than 500 students joined our free two-day AI/ML bootcamp in August 2025.
          </p>
          <ButtonLink to={paths.courses} variant="secondary" size="lg" className="mt-8">
            See all courses
            <ArrowRightIcon className="size-4" />
          </ButtonLink>
        </div>
        <dl className="grid grid-cols-2 gap-3 sm:gap-4">
          {EXPERIENCE_STATS.map((stat) => (
            <div
              key={stat.label}
              data-testid="experience-stat"
              className="flex flex-col rounded-card bg-white/10 p-4 ring-1 ring-white/15 sm:p-6"
            >
              <dt className="mt-1 text-sm leading-5 text-brand-100 sm:text-base">{stat.label}</dt>
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
