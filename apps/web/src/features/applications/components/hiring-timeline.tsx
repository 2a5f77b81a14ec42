import type { ComponentType } from 'react';
import {
  ClipboardIcon,
  CodeIcon,
  HandshakeIcon,
  MessageIcon,
  SendIcon,
  UsersIcon,
} from '@/components/ui/course-icons';
import { CheckIcon, type IconProps } from '@/components/ui/icons';
import { SectionContainer, SectionHeading } from '@/features/content/components/section-heading';
import { RocketLaunchIcon, SearchDocIcon } from './careers-icons';

/** Spec §3 "Hiring step": fixed in the page. */
interface HiringStep {
  id: number;
  title: string;
  description: string;
  Icon?: ComponentType<IconProps>;
}

/** Spec §9: 8 steps; applications are reviewed within 3 working days. */
export const HIRING_STEPS: readonly HiringStep[] = [
  {
    id: 1,
    title: 'Apply online',
    description:
      'Pick an open position, click Apply Now and send your details and resume. It takes five minutes.',
    Icon: SendIcon,
  },
  {
    id: 2,
    title: 'Application review',
    description: 'Our team reads every application and replies within 3 working days.',
    Icon: SearchDocIcon,
  },
  {
    id: 3,
    title: 'Online assessment',
    description: 'A short, role-specific task you can take from home at a time that suits you.',
    Icon: ClipboardIcon,
  },
  {
    id: 4,
    title: 'Technical interview',
    description: 'Walk us through your work and solve a real problem together with a future teammate.',
    Icon: CodeIcon,
  },
  {
    id: 5,
    title: 'Team and culture interview',
    description: 'Meet the people you would work with and ask them anything about how we work.',
    Icon: UsersIcon,
  },
  {
    id: 6,
    title: 'HR discussion',
    description: 'We talk about your expectations, joining date, compensation and benefits.',
    Icon: MessageIcon,
  },
  {
    id: 7,
    title: 'Offer',
    description: 'You receive a written offer with everything agreed, and time to decide.',
    Icon: HandshakeIcon,
  },
  {
    id: 8,
    title: 'Onboarding',
    description: 'A buddy, a laptop and a first-week plan help you settle in and ship early.',
    Icon: RocketLaunchIcon,
  },
];

export function HiringTimeline() {
  return (
    <section
      aria-labelledby="careers-hiring-title"
      data-testid="careers-section-hiring"
      className="bg-slate-50 py-16 md:py-24"
    >
      <SectionContainer>
        <SectionHeading
          id="careers-hiring-title"
          eyebrow="Hiring process"
          title="From application to your first day"
          intro={`${HIRING_STEPS.length} clear steps. We review every application within 3 working days.`}
        />
        <ol className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4" data-testid="hiring-steps">
          {HIRING_STEPS.map(({ id, title, description, Icon = CheckIcon }) => (
            <li
              key={id}
              data-testid="hiring-step"
              className="relative flex flex-col rounded-card bg-white p-6 shadow-card ring-1 ring-slate-200/70"
            >
              <div className="flex items-center justify-between">
                <span
                  aria-hidden="true"
                  className="grid size-12 place-items-center rounded-xl bg-brand-100 text-brand-800"
                >
                  <Icon className="size-6" />
                </span>
                <span className="text-sm font-bold tracking-wide text-brand-700 uppercase">Step {id}</span>
              </div>
              <h3 className="mt-4 text-lg font-bold">{title}</h3>
              <p className="mt-2 leading-7 text-slate-600">{description}</p>
            </li>
          ))}
        </ol>
      </SectionContainer>
    </section>
  );
}
