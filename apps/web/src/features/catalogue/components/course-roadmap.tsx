import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Suspense, useEffect } from 'react';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/utils/cn';
import { useRoadmap } from '../api/get-roadmap';

/** Spec §2: the timeline always ends here; the page draws this step, the course's data does not hold it. */
const CLOSING_STEP = {
  id: 'start-a-new-journey',
  title: msg`Start a new journey!`,
  description: msg`Finish with a certificate, a portfolio you can talk about and a clear next step.`,
  icon: '🚀',
};

/**
 * A step's icon is an emoji (contract.md), drawn inside the step's circle. It only decorates: the step's title
 * says what the step is, so screen readers skip it.
 */
function StepIcon({ icon, final }: { icon: string; final: boolean }) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        'grid size-12 place-items-center rounded-full text-2xl leading-none',
        final ? 'bg-accent-400' : 'bg-brand-700',
      )}
    >
      {icon}
    </span>
  );
}

/** The learning roadmap: a timeline whose steps alternate sides on wide screens (spec §2). */
export function CourseRoadmap({ courseId }: { courseId: string }) {
  const { t, i18n } = useLingui();
  const roadmap = useRoadmap(courseId);

  useEffect(() => {
    if (roadmap.error) console.warn('Could not load the roadmap:', roadmap.error);
  }, [roadmap.error]);

  let body: React.ReactNode;
  if (roadmap.isPending) {
    body = (
      <div role="status" aria-label={t`Loading the roadmap`} className="flex flex-col gap-4">
        <Skeleton className="h-20 w-full" />
        <Skeleton className="h-20 w-full" />
      </div>
    );
  } else if (roadmap.isError) {
    body = (
      <p className="text-slate-500">
        <Trans>Loading...</Trans>
      </p>
    );
  } else if (roadmap.data.length === 0) {
    return null;
  } else {
    const closing = {
      ...CLOSING_STEP,
      title: i18n._(CLOSING_STEP.title),
      description: i18n._(CLOSING_STEP.description),
    };
    const steps = [...roadmap.data, closing];
    const last = steps.length - 1;
    body = (
      <ol className="relative flex flex-col gap-6 md:gap-2" data-testid="roadmap">
        <span
          aria-hidden="true"
          className="absolute top-2 bottom-2 left-6 w-0.5 -translate-x-1/2 bg-brand-200 md:left-1/2"
        />
        {steps.map((step, position) => {
          const onLeft = position % 2 === 0;
          const final = position === last;
          const stepNumber = position + 1;
          return (
            <li
              key={step.id}
              data-testid="roadmap-step"
              className="relative grid grid-cols-[3rem_1fr] items-center gap-4 md:grid-cols-[1fr_3rem_1fr] md:gap-8"
            >
              <span className="relative z-10 row-start-1 grid size-12 place-items-center rounded-full bg-white shadow-card ring-4 ring-white md:col-start-2">
                <StepIcon icon={step.icon} final={final} />
              </span>
              <div
                className={cn(
                  'row-start-1 rounded-card bg-white p-5 shadow-card ring-1 ring-slate-200/70',
                  onLeft ? 'md:col-start-1 md:text-right' : 'md:col-start-3',
                  final && 'ring-2 ring-accent-300',
                )}
              >
                <p className="text-xs font-semibold tracking-wide text-brand-700 uppercase">
                  <Trans>Step {stepNumber}</Trans>
                </p>
                <h3 className="mt-1 text-lg font-bold">{step.title}</h3>
                {step.description ? <p className="mt-1 text-slate-600">{step.description}</p> : null}
              </div>
            </li>
          );
        })}
      </ol>
    );
  }

  // Below the fold and without ids of its own: a server-drawn page adopts it in a task of its own.
  return (
    <Suspense fallback={null}>
      <section aria-labelledby="roadmap-heading" className="flex flex-col gap-8">
        <div className="text-center">
          <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">
            <Trans>Your roadmap</Trans>
          </p>
          <h2 id="roadmap-heading" className="mt-2 text-3xl font-extrabold tracking-tight md:text-headline">
            <Trans>From first lesson to a new journey</Trans>
          </h2>
        </div>
        {body}
      </section>
    </Suspense>
  );
}
