import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { ComponentType } from 'react';
import { AwardIcon, BrainIcon, ChartIcon, ClockIcon, RocketIcon } from '@/components/ui/course-icons';
import type { IconProps } from '@/components/ui/icons';
import { SectionContainer, SectionHeading } from '@/features/content/components/section-heading';
import { BallIcon, CalendarIcon, CoinIcon, HealthIcon, PartyIcon } from './careers-icons';

interface Benefit {
  title: MessageDescriptor;
  text: MessageDescriptor;
  Icon: ComponentType<IconProps>;
}

/** Spec §2 Careers: the ten benefits. */
const BENEFITS: readonly Benefit[] = [
  {
    title: msg`Flexible hours`,
    text: msg`Start and end your day when you do your best work.`,
    Icon: ClockIcon,
  },
  {
    title: msg`Sporty environment`,
    text: msg`Cricket, badminton and weekend runs with the team.`,
    Icon: BallIcon,
  },
  { title: msg`Health care`, text: msg`Medical insurance for you and your family.`, Icon: HealthIcon },
  { title: msg`Recognition`, text: msg`Good work is noticed, thanked and celebrated.`, Icon: AwardIcon },
  { title: msg`Team events`, text: msg`Offsites, festivals and team lunches together.`, Icon: PartyIcon },
  { title: msg`Growth`, text: msg`Courses, books and conferences on us.`, Icon: ChartIcon },
  {
    title: msg`Flexible leave`,
    text: msg`Take time off when you need it, no questions asked.`,
    Icon: CalendarIcon,
  },
  { title: msg`Performance incentives`, text: msg`Bonuses that reward the impact you make.`, Icon: CoinIcon },
  {
    title: msg`Collaboration with experts`,
    text: msg`Work alongside mentors from leading tech companies.`,
    Icon: BrainIcon,
  },
  {
    title: msg`Career growth`,
    text: msg`Clear paths to take on more, and regular reviews.`,
    Icon: RocketIcon,
  },
];

export function CareersBenefits() {
  const { t, i18n } = useLingui();
  return (
    <section
      aria-labelledby="careers-benefits-title"
      data-testid="careers-section-benefits"
      className="bg-slate-50 py-16 md:py-24"
    >
      <SectionContainer>
        <SectionHeading
          id="careers-benefits-title"
          eyebrow={t`Benefits`}
          title={t`What you get`}
          intro={t`Perks that look after you, your health and your career.`}
          align="center"
        />
        <ul className="mt-10 grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3 lg:grid-cols-5">
          {BENEFITS.map(({ title, text, Icon }) => (
            <li
              key={title.id}
              data-testid="benefit"
              className="flex flex-col items-center rounded-card bg-white p-4 text-center sm:p-5 shadow-card ring-1 ring-slate-200/70"
            >
              <span
                aria-hidden="true"
                className="grid size-12 place-items-center rounded-full bg-accent-100 text-accent-800"
              >
                <Icon className="size-6" />
              </span>
              <h3 className="mt-3 font-bold" data-testid="benefit-title">
                {i18n._(title)}
              </h3>
              <p className="mt-1 text-sm leading-6 text-slate-600">{i18n._(text)}</p>
            </li>
          ))}
        </ul>
      </SectionContainer>
    </section>
  );
}
