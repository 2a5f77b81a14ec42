import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import * as Collapsible from '@radix-ui/react-collapsible';
import { useId, useState } from 'react';
import { CheckIcon } from '@/components/ui/icons';
import { SectionContainer, SectionHeading } from './section-heading';
import { BENEFITS_SECTION_ID } from './section-ids';

interface BenefitPoint {
  title: MessageDescriptor;
  summary: MessageDescriptor;
  more: MessageDescriptor;
}

const BENEFIT_POINTS: readonly BenefitPoint[] = [
  {
    title: msg`Mentors who have done the job`,
    summary: msg`Learn from engineers, analysts and designers who work at product companies across India.`,
    more: msg`Every course is built and taught by a practitioner. Mentors answer doubts in live sessions, review your projects line by line and share how hiring really works in their teams — the things a textbook never tells you.`,
  },
  {
    title: msg`Projects you can show in interviews`,
    summary: msg`Each module ends with a hands-on project instead of a multiple-choice quiz.`,
    more: msg`You build real applications, dashboards and models with real data. By the end you have a portfolio on GitHub, a mentor’s feedback on every piece of it, and stories to tell when an interviewer asks what you have built.`,
  },
  {
    title: msg`Placement preparation built in`,
    summary: msg`Aptitude practice, mock interviews, resume reviews and LinkedIn tips come with the course.`,
    more: msg`Placement preparation is not an add-on. You practise aptitude and coding questions, sit timed mock placement tests, rehearse HR rounds and get your resume and LinkedIn profile reviewed — all at a price a student can afford.`,
  },
];

export function BenefitsSection() {
  const { t, i18n } = useLingui();
  const baseId = useId();
  const [openPoint, setOpenPoint] = useState<number | null>(null);

  return (
    <section
      id={BENEFITS_SECTION_ID}
      aria-labelledby="home-benefits-title"
      data-testid="home-section-benefits"
      className="bg-slate-50 py-16 md:py-24"
    >
      <SectionContainer className="grid items-center gap-12 lg:grid-cols-2">
        <div>
          <SectionHeading
            id="home-benefits-title"
            eyebrow={t`Why Pathshala`}
            title={t`Learning that ends in a job offer`}
            intro={t`Short, practical courses with mentors, projects and placement practice in one place.`}
          />
          {/* Each point's Read More is a disclosure; spec §4: one point open at a time. */}
          <ul className="mt-8 space-y-4">
            {BENEFIT_POINTS.map((point, position) => {
              const isOpen = openPoint === position;
              const titleId = `${baseId}-title-${position}`;
              return (
                <Collapsible.Root
                  key={point.title.id}
                  open={isOpen}
                  onOpenChange={(open) => setOpenPoint(open ? position : null)}
                  asChild
                >
                  <li
                    data-testid="benefit-point"
                    className="flex gap-4 rounded-card bg-white p-5 shadow-card ring-1 ring-slate-200/70"
                  >
                    <span
                      aria-hidden="true"
                      className="grid size-10 shrink-0 place-items-center rounded-full bg-brand-100 text-brand-800"
                    >
                      <CheckIcon className="size-5" />
                    </span>
                    <div className="min-w-0">
                      <h3 id={titleId} className="text-lg font-bold">
                        {i18n._(point.title)}
                      </h3>
                      <p className="mt-1 leading-7 text-slate-600">{i18n._(point.summary)}</p>
                      <Collapsible.Content className="mt-2 leading-7 text-slate-600 motion-safe:animate-fade-in">
                        <p>{i18n._(point.more)}</p>
                      </Collapsible.Content>
                      <Collapsible.Trigger
                        aria-describedby={titleId}
                        className="-mx-1 mt-2 rounded px-1 text-sm font-semibold text-brand-700 underline-offset-4 hover:underline"
                      >
                        {isOpen ? <Trans>Read Less</Trans> : <Trans>Read More</Trans>}
                      </Collapsible.Trigger>
                    </div>
                  </li>
                </Collapsible.Root>
              );
            })}
          </ul>
        </div>
        <div className="overflow-hidden rounded-card bg-slate-900 lg:order-first shadow-card ring-1 ring-slate-200/70">
          {/* biome-ignore lint/a11y/useMediaCaption: the introduction video has no dialogue to caption yet */}
          <video
            controls
            preload="none"
            poster="/images/gallery/ai-ml-bootcamp-1.svg"
            src="/media/benefits.mp4"
            width={1280}
            height={720}
            aria-label={t`Why learners choose Pathshala (video)`}
            className="aspect-video h-auto w-full object-cover"
          />
        </div>
      </SectionContainer>
    </section>
  );
}
