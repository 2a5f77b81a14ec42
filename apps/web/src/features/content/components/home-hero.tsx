import { STATS } from '@pathshala/shared/constants';
import { lazy, Suspense, useState } from 'react';
import { Button, ButtonLink } from '@/components/ui/button';
import { ArrowRightIcon } from '@/components/ui/icons';
import { paths } from '@/config/paths';
import { HeroIllustration } from './hero-illustration';

// The sign-up form (and its form library) loads only when someone is about to open it.
const loadSignUpPopup = () => import('@/features/accounts/components/sign-up-popup');
const SignUpPopup = lazy(async () => ({ default: (await loadSignUpPopup()).SignUpPopup }));

const HERO_STATS = [
  { value: STATS.courses, label: 'Courses' },
  { value: STATS.students, label: 'Students trained' },
  { value: STATS.mentors, label: 'Mentors' },
] as const;

export function HomeHero() {
  const [signUpOpen, setSignUpOpen] = useState(false);
  const preloadSignUp = () => {
    void loadSignUpPopup();
  };
  return (
    <section
      aria-labelledby="home-hero-title"
      data-testid="home-section-hero"
      className="relative overflow-hidden bg-gradient-to-b from-brand-50 via-white to-white"
    >
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -top-40 right-0 size-[32rem] rounded-full bg-brand-200/40 blur-3xl"
      />
      <div className="relative mx-auto grid max-w-7xl items-center gap-12 px-4 py-16 sm:px-6 md:py-24 lg:grid-cols-[1.1fr_1fr] lg:px-8">
        <div>
          <p className="mb-6 inline-flex items-center gap-2 rounded-full bg-white px-3 py-1 text-sm font-semibold text-brand-800 shadow-sm ring-1 ring-brand-100">
            <span className="size-2 rounded-full bg-accent-500" aria-hidden="true" />
            Courses · Placement preparation · Internships
          </p>
          <h1
            id="home-hero-title"
            className="text-4xl font-extrabold tracking-tight sm:text-5xl lg:text-display"
          >
            Learn, practise and <span className="text-brand-700">get placed</span>
          </h1>
          <p className="mt-6 max-w-xl text-lg leading-8 text-slate-600">
            Job-ready courses, bootcamps and mock interviews guided by mentors from the industry — so you walk
            into placement season prepared.
          </p>
          <div className="mt-8 flex flex-wrap gap-4">
            <Button
              size="lg"
              aria-haspopup="dialog"
              onPointerEnter={preloadSignUp}
              onFocus={preloadSignUp}
              onClick={() => setSignUpOpen(true)}
            >
              Register
            </Button>
            <ButtonLink to={paths.courses} size="lg" variant="outline">
              Explore courses
              <ArrowRightIcon className="size-4" />
            </ButtonLink>
          </div>
          <dl className="mt-12 grid max-w-lg grid-cols-3 gap-2 sm:gap-4">
            {HERO_STATS.map((stat) => (
              <div
                key={stat.label}
                className="flex flex-col rounded-card bg-white p-3 shadow-card ring-1 ring-slate-200/70 sm:p-4"
              >
                <dt className="text-sm text-slate-600">{stat.label}</dt>
                <dd className="order-first text-xl font-extrabold tracking-tight text-brand-800 sm:text-3xl">
                  {stat.value}
                </dd>
              </div>
            ))}
          </dl>
        </div>
        <HeroIllustration className="mx-auto w-full max-w-sm sm:max-w-md lg:max-w-none" />
      </div>
      {signUpOpen ? (
        <Suspense fallback={null}>
          <SignUpPopup open onClose={() => setSignUpOpen(false)} />
        </Suspense>
      ) : null}
    </section>
  );
}
