import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { ComponentType } from 'react';
import { BookIcon, TargetIcon, UsersIcon } from '@/components/ui/course-icons';
import type { IconProps } from '@/components/ui/icons';
import { SectionContainer, SectionHeading } from '@/features/content/components/section-heading';
import { GlobeIcon, ScaleIcon } from './careers-icons';

interface CultureCard {
  title: MessageDescriptor;
  text: MessageDescriptor;
  Icon: ComponentType<IconProps>;
}

/** Spec §2 Careers: the 'great place to work' cards. */
const CULTURE_CARDS: readonly CultureCard[] = [
  {
    title: msg`Inclusive Culture`,
    text: msg`People from every city, college and background belong here, and every voice is heard in the room.`,
    Icon: GlobeIcon,
  },
  {
    title: msg`Passionate Team`,
    text: msg`Engineers, designers and educators who care deeply about helping students get their first job.`,
    Icon: UsersIcon,
  },
  {
    title: msg`Continuous Learning`,
    text: msg`Free access to every Pathshala course, mentor sessions and time set aside to learn something new.`,
    Icon: BookIcon,
  },
  {
    title: msg`Work-Life Balance`,
    text: msg`Flexible hours and a hybrid setup, so your work fits around your life and not the other way round.`,
    Icon: ScaleIcon,
  },
  {
    title: msg`Impactful Work`,
    text: msg`What you ship reaches thousands of learners preparing for placements across India.`,
    Icon: TargetIcon,
  },
];

export function CultureCards() {
  const { t, i18n } = useLingui();
  return (
    <section
      aria-labelledby="careers-culture-title"
      data-testid="careers-section-culture"
      className="py-16 md:py-24"
    >
      <SectionContainer>
        <SectionHeading
          id="careers-culture-title"
          eyebrow={t`Why Pathshala`}
          title={t`A great place to work`}
          intro={t`Five things our team says make Pathshala worth coming to every day.`}
        />
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-5">
          {CULTURE_CARDS.map(({ title, text, Icon }) => (
            <li
              key={title.id}
              data-testid="culture-card"
              className="rounded-card bg-white p-6 shadow-card ring-1 ring-slate-200/70"
            >
              <span
                aria-hidden="true"
                className="grid size-12 place-items-center rounded-xl bg-brand-100 text-brand-800"
              >
                <Icon className="size-6" />
              </span>
              <h3 className="mt-4 text-lg font-bold">{i18n._(title)}</h3>
              <p className="mt-2 leading-7 text-slate-600">{i18n._(text)}</p>
            </li>
          ))}
        </ul>
      </SectionContainer>
    </section>
  );
}
