import { Trans, useLingui } from '@lingui/react/macro';
import type { AttemptResult } from '@pathshala/shared/practice';
import { ButtonLink } from '@/components/ui/button';
import { topicName } from '../texts';

/** The subtopics the learner did worst in, each a link into practice. */
export function WeakestSubtopics({ subtopics }: { subtopics: AttemptResult['weakestSubtopics'] }) {
  const { i18n } = useLingui();
  if (subtopics.length === 0) return null;
  return (
    <section aria-labelledby="weakest-heading" className="flex flex-col gap-4">
      <div>
        <h2 id="weakest-heading" className="text-title font-bold">
          <Trans>Where to practise next</Trans>
        </h2>
        <p className="mt-1 text-slate-600">
          <Trans>Your weakest subtopics in this test.</Trans>
        </p>
      </div>
      <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3" data-testid="weakest-subtopics">
        {subtopics.map((entry) => {
          const { correct, total, accuracy, subtopic } = entry;
          return (
            <li
              key={`${entry.topic}-${entry.subtopic}`}
              className="flex flex-col gap-3 rounded-card bg-white p-5 shadow-card ring-1 ring-slate-200/70"
            >
              <div>
                <p className="text-xs font-semibold tracking-wide text-brand-700 uppercase">
                  {topicName(i18n, entry.topic)}
                </p>
                <h3 className="text-base font-bold">{entry.subtopic}</h3>
                <p className="mt-1 text-sm text-slate-600 tabular-nums">
                  <Trans>
                    {correct} of {total} right · {accuracy}%
                  </Trans>
                </p>
              </div>
              <ButtonLink to={entry.practicePath} variant="outline" size="sm" className="self-start">
                <Trans>
                  Practise this<span className="sr-only">: {subtopic}</span>
                </Trans>
              </ButtonLink>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
