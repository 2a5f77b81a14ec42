import * as Collapsible from '@radix-ui/react-collapsible';
import { useId, useState } from 'react';
import { CheckIcon } from '@/components/ui/icons';
import { SectionContainer, SectionHeading } from './section-heading';
import { BENEFITS_SECTION_ID } from './section-ids';

interface BenefitPoint {
  title: string;
  summary: string;
  more: string;
}

const BENEFIT_POINTS: readonly BenefitPoint[] = [
  {
    title: 'Mentors who have done the job',
    summary: 'Learn from engineers, analysts and designers who work at product companies across India.',
    more: 'Every course is built and taught by a practitioner. Mentors answer doubts in live sessions, review your projects line by line and share how hiring really works in their teams — the things a textbook never tells you.',
  },
  {
    title: 'Projects you can show in interviews',
    summary: 'Each module ends with a hands-on project instead of a multiple-choice quiz.',
    more: 'You build real applications, dashboards and models with real data. By the end you have a portfolio on GitHub, a mentor’s feedback on every piece of it, and stories to tell when an interviewer asks what you have built.',
  },
  {
    title: 'Placement preparation built in',
    summary: 'Aptitude practice, mock interviews, resume reviews and LinkedIn tips come with the course.',
    more: 'Placement preparation is not an add-on. You practise aptitude and coding questions, sit timed mock placement tests, rehearse HR rounds and get your resume and LinkedIn profile reviewed — all at a price a student can afford.',
  },
];

export function BenefitsSection() {
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
            eyebrow="Why Pathshala"
            title="Learning that ends in a job offer"
            intro="Short, practical courses with mentors, projects and placement practice in one place."
          />
          {/* Each point's Read More is a disclosure; spec §4: one point open at a time. */}
          <ul className="mt-8 space-y-4">
            {BENEFIT_POINTS.map((point, position) => {
              const isOpen = openPoint === position;
              const titleId = `${baseId}-title-${position}`;
              return (
                <Collapsible.Root
                  key={point.title}
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
                        {point.title}
                      </h3>
                      <p className="mt-1 leading-7 text-slate-600">{point.summary}</p>
                      <Collapsible.Content className="mt-2 leading-7 text-slate-600 motion-safe:animate-fade-in">
                        <p>{point.more}</p>
                      </Collapsible.Content>
                      <Collapsible.Trigger
                        aria-describedby={titleId}
                        className="-mx-1 mt-2 rounded px-1 text-sm font-semibold text-brand-700 underline-offset-4 hover:underline"
                      >
                        {isOpen ? 'Read Less' : 'Read More'}
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
            aria-label="Why learners choose Pathshala (video)"
            className="aspect-video h-auto w-full object-cover"
          />
        </div>
      </SectionContainer>
    </section>
  );
}
