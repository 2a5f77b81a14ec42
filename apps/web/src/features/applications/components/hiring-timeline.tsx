import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
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
  title: MessageDescriptor;
  description: MessageDescriptor;
  Icon?: ComponentType<IconProps>;
}

/** Spec §9: 8 steps; applications are reviewed within 3 working days. */
export const HIRING_STEPS: readonly HiringStep[] = [
  {
    id: 1,
    title: msg`Apply online`,
    description: msg`Pick an open position, click Apply Now and send your details and resume. It takes five minutes.`,
    Icon: SendIcon,
  },
  {
    id: 2,
    title: msg`Application review`,
    description: msg`Our team reads every application and replies within 3 working days.`,
    Icon: SearchDocIcon,
  },
  {
    id: 3,
    title: msg`Online assessment`,
    description: msg`A short, role-specific task you can take from home at a time that suits you.`,
    Icon: ClipboardIcon,
  },
  {
    id: 4,
    title: msg`Technical interview`,
    description: msg`Walk us through your work and solve a real problem together with a future teammate.`,
    Icon: CodeIcon,
  },
  {
    id: 5,
    title: msg`Team and culture interview`,
    description: msg`Meet the people you would work with and ask them anything about how we work.`,
    Icon: UsersIcon,
  },
  {
    id: 6,
    title: msg`HR discussion`,
    description: msg`We talk about your expectations, joining date, compensation and benefits.`,
    Icon: MessageIcon,
  },
  {
    id: 7,
    title: msg`Offer`,
    description: msg`You receive a written offer with everything agreed, and time to decide.`,
    Icon: HandshakeIcon,
  },
  {
    id: 8,
    title: msg`Onboarding`,
    description: msg`A buddy, a laptop and a first-week plan help you settle in and ship early.`,
    Icon: RocketLaunchIcon,
  },
];

export function HiringTimeline() {
  const { t, i18n } = useLingui();
  const steps = HIRING_STEPS.length;
  return (
    <section
      aria-labelledby="careers-hiring-title"
      data-testid="careers-section-hiring"
      className="bg-slate-50 py-16 md:py-24"
    >
      <SectionContainer>
        <SectionHeading
          id="careers-hiring-title"
          eyebrow={t`Hiring process`}
          title={t`From application to your first day`}
          intro={t`${steps} clear steps. We review every application within 3 working days.`}
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
                <span className="text-sm font-bold tracking-wide text-brand-700 uppercase">
                  <Trans>Step {id}</Trans>
                </span>
              </div>
              <h3 className="mt-4 text-lg font-bold">{i18n._(title)}</h3>
              <p className="mt-2 leading-7 text-slate-600">{i18n._(description)}</p>
            </li>
          ))}
        </ol>
      </SectionContainer>
    </section>
  );
}
