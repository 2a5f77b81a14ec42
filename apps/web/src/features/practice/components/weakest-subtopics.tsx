import type { AttemptResult } from '@pathshala/shared/practice';
import { PRACTICE_TOPIC_LABELS } from '@pathshala/shared/practice-constants';
import { ButtonLink } from '@/components/ui/button';

/** The subtopics the learner did worst in, each a link into practice. */
export function WeakestSubtopics({ subtopics }: { subtopics: AttemptResult['weakestSubtopics'] }) {
  if (subtopics.length === 0) return null;
  return (
    <section aria-labelledby="weakest-heading" className="flex flex-col gap-4">
      <div>
        <h2 id="weakest-heading" className="text-title font-bold">
          Where to practise next
        </h2>
        <p className="mt-1 text-slate-600">Your weakest subtopics in this test.</p>
      </div>
      <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3" data-testid="weakest-subtopics">
        {subtopics.map((entry) => (
          <li
            key={`${entry.topic}-${entry.subtopic}`}
            className="flex flex-col gap-3 rounded-card bg-white p-5 shadow-card ring-1 ring-slate-200/70"
          >
            <div>
              <p className="text-xs font-semibold tracking-wide text-brand-700 uppercase">
                {PRACTICE_TOPIC_LABELS[entry.topic]}
              </p>
              <h3 className="text-base font-bold">{entry.subtopic}</h3>
              <p className="mt-1 text-sm text-slate-600 tabular-nums">
                {entry.correct} of {entry.total} right · {entry.accuracy}%
              </p>
            </div>
            <ButtonLink to={entry.practicePath} variant="outline" size="sm" className="self-start">
              Practise this<span className="sr-only">: {entry.subtopic}</span>
            </ButtonLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
