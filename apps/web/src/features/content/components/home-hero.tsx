import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { STATS } from '@pathshala/shared/constants';
import { lazy, Suspense, useState } from 'react';
import { Button, ButtonLink } from '@/components/ui/button';
import { ArrowRightIcon } from '@/components/ui/icons';
import { paths } from '@/config/paths';
import { useUser } from '@/lib/auth';
import { HeroCarousel, type HeroSlide } from './hero-carousel';
import { HeroIllustration } from './hero-illustration';
import {
  HeroEyebrow,
  HeroSlideFrame,
  heroIllustrationClass,
  heroLineClass,
  heroTitleClass,
  InternshipsSlide,
  PlacementSlide,
} from './hero-slides';

// The sign-up form (and its form library) loads only when someone is about to open it.
const loadSignUpPopup = () => import('@/features/accounts/components/sign-up-popup');
const SignUpPopup = lazy(async () => ({ default: (await loadSignUpPopup()).SignUpPopup }));

const HERO_STATS = [
  { value: STATS.courses, label: msg`Courses` },
  { value: STATS.students, label: msg`Students trained` },
  { value: STATS.mentors, label: msg`Mentors` },
] as const;

/** Slide 1 (spec §1): the Register button and the stats. */
function RegisterSlide({ onRegister }: { onRegister: () => void }) {
  const { i18n } = useLingui();
  const { isLoggedIn } = useUser();
  const preloadSignUp = () => {
    void loadSignUpPopup();
  };
  return (
    <HeroSlideFrame
      glowClassName="-top-40 right-0 bg-brand-200/40"
      illustration={
        // A drawing of constants: adopted in a task of its own (a third of the first slide's elements).
        <Suspense fallback={null}>
          <HeroIllustration className={heroIllustrationClass} />
        </Suspense>
      }
    >
      <HeroEyebrow>
        <Trans>Courses · Placement preparation · Internships</Trans>
      </HeroEyebrow>
      <h1 id="home-hero-title" className={heroTitleClass}>
        <Trans>
          Learn, practise and <span className="text-brand-700">get placed</span>
        </Trans>
      </h1>
      <p className={heroLineClass}>
        <Trans>
          Job-ready courses, bootcamps and mock interviews guided by mentors from the industry — so you walk
          into placement season prepared.
        </Trans>
      </p>
      <div className="mt-8 flex flex-wrap gap-4">
        {isLoggedIn ? (
          // A learner already has an account: the hero takes them back to their courses instead.
          <ButtonLink to={paths.myLearnings} size="lg">
            <Trans>Continue learning</Trans>
          </ButtonLink>
        ) : (
          <Button
            size="lg"
            aria-haspopup="dialog"
            onPointerEnter={preloadSignUp}
            onFocus={preloadSignUp}
            onClick={onRegister}
          >
            <Trans>Register</Trans>
          </Button>
        )}
        <ButtonLink to={paths.courses} size="lg" variant="outline">
          <Trans>Explore courses</Trans>
          <ArrowRightIcon className="size-4" />
        </ButtonLink>
      </div>
      <dl className="mt-12 grid max-w-lg grid-cols-3 gap-2 sm:gap-4">
        {HERO_STATS.map((stat) => (
          <div
            key={stat.label.id}
            className="flex flex-col rounded-card bg-white p-3 shadow-card ring-1 ring-slate-200/70 sm:p-4"
          >
            <dt className="text-sm text-slate-600">{i18n._(stat.label)}</dt>
            <dd className="order-first text-xl font-extrabold tracking-tight text-brand-800 sm:text-3xl">
              {stat.value}
            </dd>
          </div>
        ))}
      </dl>
    </HeroSlideFrame>
  );
}

/** Spec §1 and §9: the home hero is a carousel of three slides; the first one registers visitors. */
export function HomeHero() {
  const { t } = useLingui();
  const [signUpOpen, setSignUpOpen] = useState(false);
  const slides: HeroSlide[] = [
    {
      id: 'welcome',
      title: t`Courses and mentors`,
      content: <RegisterSlide onRegister={() => setSignUpOpen(true)} />,
    },
    // The slides not shown at first read nothing but constants: a server-drawn page adopts each in a task of its
    // own (the hero is 40% of the page's elements).
    {
      id: 'placement',
      title: t`Placement preparation`,
      content: (
        <Suspense fallback={null}>
          <PlacementSlide />
        </Suspense>
      ),
    },
    {
      id: 'internships',
      title: t`Internships`,
      content: (
        <Suspense fallback={null}>
          <InternshipsSlide />
        </Suspense>
      ),
    },
  ];
  return (
    <>
      <HeroCarousel
        label={t`Highlights`}
        slides={slides}
        data-testid="home-section-hero"
        className="bg-gradient-to-b from-brand-50 via-white to-white"
      />
      {signUpOpen ? (
        <Suspense fallback={null}>
          <SignUpPopup open onClose={() => setSignUpOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
