import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { type IconProps, StrokeIcon } from '@/components/ui/icons';
import { SectionContainer, SectionHeading } from './section-heading';

const MonitoringIcon = (props: IconProps) => (
  <StrokeIcon {...props}>
    <circle cx="9" cy="7" r="4" />
    <path d="M3 21v-2a4 4 0 0 1 4-4h4" />
    <path d="m15 19 2 2 4-4" />
  </StrokeIcon>
);

const MentorAnytimeIcon = (props: IconProps) => (
  <StrokeIcon {...props}>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7v5l3 2" />
  </StrokeIcon>
);

const WhiteboardIcon = (props: IconProps) => (
  <StrokeIcon {...props}>
    <rect x="3" y="4" width="18" height="12" rx="2" />
    <path d="M12 16v4M8 20h8M7 12l3-3 2 2 4-4" />
  </StrokeIcon>
);

const PriceTagIcon = (props: IconProps) => (
  <StrokeIcon {...props}>
    <path d="M20.6 13.4 13.4 20.6a2 2 0 0 1-2.8 0L3 13V3h10l7.6 7.6a2 2 0 0 1 0 2.8z" />
    <path d="M7.5 7.5h.01" />
  </StrokeIcon>
);

interface BenefitCard {
  title: MessageDescriptor;
  text: MessageDescriptor;
  icon: (props: IconProps) => ReactNode;
}

/** Spec §1: the further home variant's benefits grid. */
const BENEFIT_CARDS: readonly BenefitCard[] = [
  {
    title: msg`One-on-one monitoring`,
    text: msg`A mentor follows your progress lecture by lecture and checks in with you one-on-one when you fall behind or get stuck.`,
    icon: MonitoringIcon,
  },
  {
    title: msg`24/7 mentor`,
    text: msg`Stuck on a bug at midnight or the day before a test? Ask a mentor at any hour and get moving again.`,
    icon: MentorAnytimeIcon,
  },
  {
    title: msg`Whiteboard`,
    text: msg`Live whiteboard sessions where mentors work through problems step by step, just like a classroom.`,
    icon: WhiteboardIcon,
  },
  {
    title: msg`Affordable price`,
    text: msg`Student-friendly prices, with offers and coupons, so money is never the reason to stop learning.`,
    icon: PriceTagIcon,
  },
];

export function BenefitsGrid() {
  const { t, i18n } = useLingui();
  return (
    <section
      aria-labelledby="home-benefit-grid-title"
      data-testid="home-section-benefit-grid"
      className="py-16 md:py-24"
    >
      <SectionContainer>
        <SectionHeading
          id="home-benefit-grid-title"
          eyebrow={t`Support that stays with you`}
          title={t`Never learn alone`}
          intro={t`Every course comes with people and tools that keep you going until the end.`}
          align="center"
        />
        <ul className="mt-12 grid gap-4 sm:grid-cols-2 sm:gap-6 lg:grid-cols-4">
          {BENEFIT_CARDS.map(({ title, text, icon: Icon }) => (
            <li
              key={title.id}
              data-testid="benefit-card"
              className="flex gap-4 rounded-card bg-white p-5 shadow-card ring-1 ring-slate-200/70 sm:flex-col sm:gap-5 sm:p-6"
            >
              <span
                aria-hidden="true"
                className="grid size-12 shrink-0 place-items-center rounded-xl bg-brand-50 text-brand-700 ring-1 ring-brand-100"
              >
                <Icon className="size-6" />
              </span>
              <div>
                <h3 className="text-lg font-bold">{i18n._(title)}</h3>
                <p className="mt-1 leading-7 text-slate-600 sm:mt-2">{i18n._(text)}</p>
              </div>
            </li>
          ))}
        </ul>
      </SectionContainer>
    </section>
  );
}
