import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { CodingDifficulty } from '@pathshala/shared/coding';
import { Link, useSearchParams } from 'react-router';
import { PageHeader } from '@/components/layout/page-header';
import { Button, ButtonLink } from '@/components/ui/button';
import { Select } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useUser } from '@/lib/auth';
import { useCodingProblems } from '../api/get-coding-problems';
import { DifficultyBadge, topicLabel } from '../components/difficulty-badge';
import { failureText } from '../texts';

// Listed here rather than imported: the shared list sits beside the zod schemas, which this page never loads.
const DIFFICULTY_OPTIONS: { value: '' | CodingDifficulty; label: MessageDescriptor }[] = [
  { value: '', label: msg`Any difficulty` },
  { value: 'easy', label: msg`Easy` },
  { value: 'medium', label: msg`Medium` },
  { value: 'hard', label: msg`Hard` },
];

function ListSkeleton() {
  const { t } = useLingui();
  return (
    <div role="status" aria-label={t`Loading problems`} className="flex flex-col gap-3">
      {[0, 1, 2, 3].map((key) => (
        <Skeleton key={key} className="h-16 w-full rounded-card" />
      ))}
    </div>
  );
}

export function ProblemListRoute() {
  const { t, i18n } = useLingui();
  useDocumentTitle(t`Coding practice`);
  const [params, setParams] = useSearchParams();
  const topic = params.get('topic') ?? '';
  const difficulty = params.get('difficulty') ?? '';
  const problems = useCodingProblems(topic, difficulty);
  const { isLoggedIn } = useUser();
  const choose = (name: 'topic' | 'difficulty', value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(name, value);
    else next.delete(name);
    setParams(next, { replace: true, preventScrollReset: true });
  };

  return (
    <>
      <PageHeader
        eyebrow={<Trans>Placement Preparation</Trans>}
        title={<Trans>Coding practice</Trans>}
        intro={
          <Trans>
            Solve the kind of problems placement coding rounds ask, in C++, Java, Python or JavaScript, judged
            on hidden tests.
          </Trans>
        }
        actions={
          isLoggedIn ? (
            <ButtonLink to={paths.codingProgress} variant="outline">
              <Trans>My coding progress</Trans>
            </ButtonLink>
          ) : undefined
        }
      />
      <section className="mx-auto flex max-w-5xl flex-col gap-6 px-4 py-10 sm:px-6 lg:px-8">
        <div className="flex flex-col gap-4 sm:flex-row sm:items-end">
          <Select
            label={t`Topic`}
            options={[
              { value: '', label: t`All topics` },
              ...(problems.data?.topics ?? []).map((value) => ({ value, label: topicLabel(i18n, value) })),
            ]}
            value={topic}
            onChange={(event) => choose('topic', event.target.value)}
            containerClassName="sm:w-64"
          />
          <Select
            label={t`Difficulty`}
            options={DIFFICULTY_OPTIONS.map(({ value, label }) => ({ value, label: i18n._(label) }))}
            value={difficulty}
            onChange={(event) => choose('difficulty', event.target.value)}
            containerClassName="sm:w-56"
          />
        </div>
        {problems.isPending ? (
          <ListSkeleton />
        ) : problems.isError ? (
          <div className="flex flex-col items-center gap-4 rounded-card bg-white px-6 py-12 text-center ring-1 ring-slate-200/70">
            <p role="alert" className="text-slate-700">
              {failureText(i18n, problems.error, t`We could not load the problems.`)}
            </p>
            <Button variant="outline" onClick={() => void problems.refetch()}>
              <Trans>Try again</Trans>
            </Button>
          </div>
        ) : problems.data.problems.length === 0 ? (
          <p className="rounded-card bg-white px-6 py-12 text-center text-slate-700 ring-1 ring-slate-200/70">
            <Trans>No problems match these filters.</Trans>
          </p>
        ) : (
          <ul aria-label={t`Problems`} className="flex flex-col gap-3">
            {problems.data.problems.map((problem) => (
              <li key={problem.id}>
                <Link
                  to={paths.codingProblem(problem.slug)}
                  className="flex flex-col gap-2 rounded-card bg-white px-5 py-4 shadow-sm ring-1 ring-slate-200/70 transition hover:ring-brand-300 focus-visible:outline-2 focus-visible:outline-brand-600 sm:flex-row sm:items-center sm:justify-between"
                >
                  <span className="flex items-center gap-3">
                    <span
                      className={
                        problem.solved
                          ? 'grid size-6 place-items-center rounded-full bg-emerald-600 text-xs font-bold text-white'
                          : 'size-6 rounded-full ring-2 ring-slate-200'
                      }
                      aria-hidden="true"
                    >
                      {problem.solved ? '✓' : null}
                    </span>
                    <span className="font-semibold text-slate-900">{problem.title}</span>
                    {problem.solved ? (
                      <span className="sr-only">
                        <Trans>(solved)</Trans>
                      </span>
                    ) : null}
                  </span>
                  <span className="flex flex-wrap items-center gap-2 pl-9 sm:pl-0">
                    {problem.topics.map((name) => (
                      <span
                        key={name}
                        className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs text-slate-700"
                      >
                        {topicLabel(i18n, name)}
                      </span>
                    ))}
                    <DifficultyBadge difficulty={problem.difficulty} />
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}
