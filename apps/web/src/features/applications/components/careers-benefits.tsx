import type { ComponentType } from 'react';
import { AwardIcon, BrainIcon, ChartIcon, ClockIcon, RocketIcon } from '@/components/ui/course-icons';
import type { IconProps } from '@/components/ui/icons';
import { SectionContainer, SectionHeading } from '@/features/content/components/section-heading';
import { BallIcon, CalendarIcon, CoinIcon, HealthIcon, PartyIcon } from './careers-icons';

interface Benefit {
  title: string;
  text: string;
  Icon: ComponentType<IconProps>;
}

/** Spec §2 Careers: the ten benefits. */
const BENEFITS: readonly Benefit[] = [
  { title: 'Flexible hours', text: 'Start and end your day when you do your best work.', Icon: ClockIcon },
  { title: 'Sporty environment', text: 'Cricket, badminton and weekend runs with the team.', Icon: BallIcon },
  { title: 'Health care', text: 'Medical insurance for you and your family.', Icon: HealthIcon },
  { title: 'Recognition', text: 'Good work is noticed, thanked and celebrated.', Icon: AwardIcon },
  { title: 'Team events', text: 'Offsites, festivals and team lunches together.', Icon: PartyIcon },
  { title: 'Growth', text: 'Courses, books and conferences on us.', Icon: ChartIcon },
  {
    title: 'Flexible leave',
    text: 'Take time off when you need it, no questions asked.',
    Icon: CalendarIcon,
  },
  { title: 'Performance incentives', text: 'Bonuses that reward the impact you make.', Icon: CoinIcon },
  {
    title: 'Collaboration with experts',
    text: 'Work alongside mentors from leading tech companies.',
    Icon: BrainIcon,
  },
  { title: 'Career growth', text: 'Clear paths to take on more, and regular reviews.', Icon: RocketIcon },
];

export function CareersBenefits() {
  return (
    <section
      aria-labelledby="careers-benefits-title"
      data-testid="careers-section-benefits"
      className="bg-slate-50 py-16 md:py-24"
    >
      <SectionContainer>
        <SectionHeading
          id="careers-benefits-title"
          eyebrow="Benefits"
          title="What you get"
          intro="Perks that look after you, your health and your career."
          align="center"
        />
        <ul className="mt-10 grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3 lg:grid-cols-5">
          {BENEFITS.map(({ title, text, Icon }) => (
            <li
              key={title}
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
                {title}
              </h3>
              <p className="mt-1 text-sm leading-6 text-slate-600">{text}</p>
            </li>
          ))}
        </ul>
      </SectionContainer>
    </section>
  );
}
