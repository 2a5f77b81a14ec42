import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { ButtonLink } from '@/components/ui/button';
import { ArrowRightIcon, CheckIcon } from '@/components/ui/icons';
import { paths } from '@/config/paths';
import { cn } from '@/utils/cn';
import { InternshipIllustration, PlacementIllustration } from './hero-slide-illustrations';

export const heroTitleClass = 'text-4xl font-extrabold tracking-tight sm:text-5xl lg:text-display';
export const heroLineClass = 'mt-6 max-w-xl text-lg leading-8 text-slate-600';
export const heroIllustrationClass = 'mx-auto w-full max-w-64 sm:max-w-md lg:max-w-none';

interface HeroSlideFrameProps {
  /** Where the soft background glow sits, so each slide looks a little different. */
  glowClassName: string;
  illustration: ReactNode;
  children: ReactNode;
}

/** The shared layout of a hero slide: text on the left, a drawing on the right (stacked on phones). */
export function HeroSlideFrame({ glowClassName, illustration, children }: HeroSlideFrameProps) {
  return (
    <div className="relative h-full">
      <div
        aria-hidden="true"
        className={cn('pointer-events-none absolute size-[32rem] rounded-full blur-3xl', glowClassName)}
      />
      <div className="relative mx-auto grid h-full max-w-7xl items-center gap-10 px-4 pt-10 pb-8 sm:px-6 md:gap-12 md:pt-24 md:pb-12 lg:grid-cols-[1.1fr_1fr] lg:px-8">
        <div>{children}</div>
        {illustration}
      </div>
    </div>
  );
}

/** The small pill above a slide's heading. */
export function HeroEyebrow({ children }: { children: ReactNode }) {
  return (
    <p className="mb-6 inline-flex items-center gap-2 rounded-full bg-white px-3 py-1 text-sm font-semibold text-brand-800 shadow-sm ring-1 ring-brand-100">
      <span className="size-2 rounded-full bg-accent-500" aria-hidden="true" />
      {children}
    </p>
  );
}

function HeroChecklist({ items }: { items: readonly MessageDescriptor[] }) {
  const { i18n } = useLingui();
  return (
    <ul className="mt-10 grid max-w-lg grid-cols-2 gap-x-4 gap-y-3 text-sm sm:text-base">
      {items.map((item) => (
        <li key={item.id} className="flex items-center gap-2 text-slate-700 sm:gap-3">
          <span
            aria-hidden="true"
            className="grid size-6 shrink-0 place-items-center sm:size-7 rounded-full bg-brand-100 text-brand-800"
          >
            <CheckIcon className="size-4" />
          </span>
          {i18n._(item)}
        </li>
      ))}
    </ul>
  );
}

const PLACEMENT_TOPICS = [
  msg`Aptitude drills`,
  msg`Data structures`,
  msg`Mock interviews`,
  msg`Resume and LinkedIn`,
];

/** Slide 2: placement preparation, leading to the placement courses. */
export function PlacementSlide() {
  return (
    <HeroSlideFrame
      glowClassName="-top-40 -left-20 bg-accent-200/40"
      illustration={<PlacementIllustration className={heroIllustrationClass} />}
    >
      <HeroEyebrow>
        <Trans>Placement preparation</Trans>
      </HeroEyebrow>
      <h2 className={heroTitleClass}>
        <Trans>
          Walk into placement season <span className="text-brand-700">ready</span>
        </Trans>
      </h2>
      <p className={heroLineClass}>
        <Trans>
          Aptitude drills, data-structure practice, mock interviews with mentors and a resume that gets
          shortlisted — one plan for every round of campus hiring.
        </Trans>
      </p>
      <div className="mt-8 flex flex-wrap gap-4">
        <ButtonLink to={encodeURI(paths.placementPreparation)} size="lg">
          <Trans>Start preparing</Trans>
          <ArrowRightIcon className="size-4" />
        </ButtonLink>
      </div>
      <HeroChecklist items={PLACEMENT_TOPICS} />
    </HeroSlideFrame>
  );
}

const INTERNSHIP_FACTS = [
  msg`Remote, on-site, hybrid`,
  msg`3 to 6 months`,
  msg`Apply to several`,
  msg`7th-semester credits`,
];

/** Slide 3: internships, leading to the internship application page. */
export function InternshipsSlide() {
  return (
    <HeroSlideFrame
      glowClassName="-top-48 left-1/3 bg-brand-200/50"
      illustration={<InternshipIllustration className={heroIllustrationClass} />}
    >
      <HeroEyebrow>
        <Trans>Internships</Trans>
      </HeroEyebrow>
      <h2 className={heroTitleClass}>
        <Trans>
          Build real experience with an <span className="text-brand-700">internship</span>
        </Trans>
      </h2>
      <p className={heroLineClass}>
        <Trans>
          Work on live projects with our team in web development, data science, design or marketing, and leave
          with work to show.
        </Trans>
      </p>
      <div className="mt-8 flex flex-wrap gap-4">
        <ButtonLink to={paths.internships} size="lg">
          <Trans>Find an internship</Trans>
          <ArrowRightIcon className="size-4" />
        </ButtonLink>
      </div>
      <HeroChecklist items={INTERNSHIP_FACTS} />
    </HeroSlideFrame>
  );
}
