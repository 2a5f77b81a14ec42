import { Trans, useLingui } from '@lingui/react/macro';
import type { CodingRun } from '@pathshala/shared/coding';
import { CODING_LANGUAGES, type CodingLanguage, LANGUAGE_LABELS } from '@pathshala/shared/coding-constants';
import type { MockCodingProblem } from '@pathshala/shared/mock-coding';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { MathMarkdownText } from '@/components/math-markdown';
import { Button } from '@/components/ui/button';
import { CheckIcon } from '@/components/ui/icons';
import { Select } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { Tab, TabList, TabPanel, Tabs } from '@/components/ui/tabs';
import { ApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { cn } from '@/utils/cn';
// The coding feature's editor, judge calls and verdicts: a coding section is the same workspace on a clock.
import { useSubmission } from '../../coding/api/get-submission';
import { useRunProgram } from '../../coding/api/run-program';
import { STARTER_TEMPLATES } from '../../coding/components/starters';
import { SubmissionVerdicts } from '../../coding/components/submission-verdicts';
import { useCodingSection } from '../api/get-coding-section';
import { practiceKeys } from '../api/practice-keys';
import { useSubmitCoding } from '../api/submit-coding';
import { errorMessage } from '../hooks/use-login-redirect';
import { verdictLabel } from '../texts';
import { formatMarks } from '../utils/format';

const CodeEditor = lazy(() => import('../../coding/components/code-editor'));

/** Marks a judged submission earns, as the server will count them: marks × passed / tests. */
const earned = (problem: MockCodingProblem) => {
  const answer = problem.answer;
  if (!answer || (answer.status !== 'judged' && answer.status !== 'failed')) return null;
  if (answer.marks !== null) return answer.marks;
  if (answer.status === 'failed' || answer.testCount === 0) return 0;
  return Math.round(((problem.maxMarks * answer.passed) / answer.testCount) * 100) / 100;
};

function SampleRun({ run }: { run: CodingRun }) {
  const { t, i18n } = useLingui();
  if (run.compileError !== null) {
    return (
      <div role="status" className="rounded-xl bg-rose-50 p-4 ring-1 ring-rose-200">
        <p className="font-semibold text-rose-800">{verdictLabel(i18n, 'compilationError')}</p>
        <pre className="mt-2 max-h-48 overflow-auto text-sm whitespace-pre-wrap text-rose-900">
          {run.compileError}
        </pre>
      </div>
    );
  }
  return (
    <ol role="status" aria-label={t`Sample run`} className="flex flex-col gap-2">
      {run.tests.map((test, index) => {
        const number = index + 1;
        const timeMs = test.timeMs;
        return (
          <li
            // biome-ignore lint/suspicious/noArrayIndexKey: the tests of one run never reorder
            key={index}
            className="rounded-lg bg-white p-3 text-sm ring-1 ring-slate-200"
          >
            <p className="flex flex-wrap justify-between gap-2 font-semibold">
              <span>
                <Trans>Sample {number}</Trans>
              </span>
              <span className={test.verdict === 'accepted' ? 'text-emerald-700' : 'text-rose-700'}>
                {test.verdict === null ? t`Ran` : verdictLabel(i18n, test.verdict)} · {t`${timeMs} ms`}
              </span>
            </p>
            {test.verdict !== 'accepted' && test.stdout !== null ? (
              <pre className="mt-2 max-h-32 overflow-auto rounded bg-slate-50 p-2">{test.stdout}</pre>
            ) : null}
            {test.stderr ? (
              <pre className="mt-2 max-h-32 overflow-auto rounded bg-rose-50 p-2 text-rose-900">
                {test.stderr}
              </pre>
            ) : null}
          </li>
        );
      })}
    </ol>
  );
}

/** What counts for the score now: the last submission the server took, and what it earned. */
function CountedAnswer({ problem }: { problem: MockCodingProblem }) {
  const { t } = useLingui();
  const { answer } = problem;
  const marks = earned(problem);
  const maxMarks = formatMarks(problem.maxMarks);
  const passed = answer?.passed;
  const testCount = answer?.testCount;
  const earnedMarks = marks === null ? '' : formatMarks(marks);
  return (
    <p
      className={cn(
        'rounded-xl px-4 py-3 text-sm ring-1',
        answer ? 'bg-brand-50 text-brand-900 ring-brand-100' : 'bg-slate-50 text-slate-700 ring-slate-200',
      )}
      data-testid="coding-counted"
    >
      {!answer
        ? t`Nothing submitted yet. Your last submission before the section ends counts, for up to ${maxMarks} marks.`
        : marks === null
          ? t`Your last submission counts. It is being judged…`
          : t`Your last submission counts: ${passed} of ${testCount} tests passed, ${earnedMarks} of ${maxMarks} marks.`}
    </p>
  );
}

interface ProblemPanelProps {
  attemptId: string;
  sectionIndex: number;
  problem: MockCodingProblem;
  locked: boolean;
  /** The code in each problem's editor by language, kept while the learner moves between problems. */
  sources: Record<string, string>;
  onSubmitted: () => void;
}

function CodingProblemPanel({
  attemptId,
  sectionIndex,
  problem,
  locked,
  sources,
  onSubmitted,
}: ProblemPanelProps) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const [language, setLanguage] = useState<CodingLanguage>(problem.answer?.language ?? 'cpp');
  const key = `${problem.id}:${language}`;
  // What the learner wrote here before, else the code that counts now, else the language's starter.
  const initialFor = (chosen: CodingLanguage) =>
    sources[`${problem.id}:${chosen}`] ??
    (problem.answer?.language === chosen ? problem.answer.source : STARTER_TEMPLATES[chosen]);
  const initial = initialFor(language);
  const source = useRef(initial);
  const run = useRunProgram(problem);
  const submit = useSubmitCoding(attemptId);
  const [submissionId, setSubmissionId] = useState<string | null>(null);
  const submission = useSubmission(submissionId);
  const availability = problem.languages.find((entry) => entry.language === language);

  // Judged: the section's view shows what now counts.
  const status = submission.data?.status;
  useEffect(() => {
    if (status === 'judged' || status === 'failed') {
      void queryClient.invalidateQueries({ queryKey: practiceKeys.codingSection(attemptId, sectionIndex) });
    }
  }, [status, attemptId, sectionIndex, queryClient]);

  const onSubmit = () => {
    submit.mutate(
      { problemId: problem.id, language, source: source.current },
      {
        onSuccess: (data) => {
          setSubmissionId(data.submission.id);
          toast.success(t`Submitted. Your last submission before the section ends counts.`);
          void queryClient.invalidateQueries({
            queryKey: practiceKeys.codingSection(attemptId, sectionIndex),
          });
          onSubmitted();
        },
        onError: (error) => {
          if (error instanceof ApiError && error.status === 409) toast.info(errorMessage(i18n, error));
          else toast.error(errorMessage(i18n, error));
          onSubmitted();
        },
      },
    );
  };

  const busy = run.isPending || submit.isPending;
  const maxMarks = formatMarks(problem.maxMarks);
  const timeLimitSeconds = problem.timeLimitMs / 1000;
  const memoryLimit = problem.memoryLimitMb;
  const hiddenTests = problem.hiddenTestCount;
  const languageLabel = LANGUAGE_LABELS[language];
  const unavailableReason = availability?.reason;
  const problemTitle = problem.title;
  return (
    <div className="grid gap-6 xl:grid-cols-2">
      <article aria-labelledby={`problem-${problem.id}`} className="flex min-w-0 flex-col gap-4">
        <header className="flex flex-col gap-1">
          <h2 id={`problem-${problem.id}`} className="text-xl font-bold text-slate-900">
            {problem.title}
          </h2>
          <p className="text-sm text-slate-600">
            <Trans>
              {maxMarks} marks · Time limit {timeLimitSeconds} s · Memory {memoryLimit} MB
            </Trans>
          </p>
        </header>
        <MathMarkdownText className="text-slate-800">{problem.statement}</MathMarkdownText>
        <section aria-label={t`Sample tests`} className="flex flex-col gap-3">
          {problem.samples.map((sample, index) => {
            const number = index + 1;
            return (
              <div
                // biome-ignore lint/suspicious/noArrayIndexKey: a problem's samples never reorder
                key={index}
                className="grid gap-2 sm:grid-cols-2"
              >
                <div>
                  <h3 className="text-sm font-semibold text-slate-700">
                    <Trans>Sample input {number}</Trans>
                  </h3>
                  <pre className="mt-1 overflow-x-auto rounded-lg bg-slate-50 p-3 text-sm ring-1 ring-slate-200">
                    {sample.input}
                  </pre>
                </div>
                <div>
                  <h3 className="text-sm font-semibold text-slate-700">
                    <Trans>Sample output {number}</Trans>
                  </h3>
                  <pre className="mt-1 overflow-x-auto rounded-lg bg-slate-50 p-3 text-sm ring-1 ring-slate-200">
                    {sample.expected}
                  </pre>
                </div>
              </div>
            );
          })}
        </section>
        <p className="text-sm text-slate-600">
          <Trans>
            Marks: {maxMarks} × the share of {hiddenTests} hidden tests your code passes.
          </Trans>
        </p>
      </article>

      <section aria-label={t`Your solution`} className="flex min-w-0 flex-col gap-4">
        <Select
          label={t`Language`}
          options={CODING_LANGUAGES.map((value) => ({ value, label: LANGUAGE_LABELS[value] }))}
          value={language}
          onChange={(event) => {
            const chosen = event.target.value as CodingLanguage;
            source.current = initialFor(chosen);
            setLanguage(chosen);
          }}
          containerClassName="w-48"
        />
        {availability && !availability.available ? (
          <p role="note" className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900 ring-1 ring-amber-200">
            {unavailableReason ? (
              <Trans>
                {languageLabel} is not available on this server ({unavailableReason}).
              </Trans>
            ) : (
              <Trans>{languageLabel} is not available on this server.</Trans>
            )}
          </p>
        ) : null}
        <div className="h-[20rem] lg:h-[26rem]">
          <Suspense fallback={<Skeleton className="h-full w-full rounded-xl" />}>
            <CodeEditor
              key={key}
              language={language}
              initial={initial}
              onChange={(next) => {
                source.current = next;
                sources[key] = next;
              }}
              label={t`${languageLabel} code for ${problemTitle}`}
            />
          </Suspense>
        </div>
        <div className="flex flex-wrap gap-3">
          <Button
            variant="outline"
            disabled={busy || locked}
            onClick={() => run.mutate({ problemId: problem.id, language, source: source.current })}
          >
            {run.isPending ? <Trans>Running…</Trans> : <Trans>Run samples</Trans>}
          </Button>
          <Button disabled={busy || locked} onClick={onSubmit} data-testid="coding-submit">
            {submit.isPending ? <Trans>Submitting…</Trans> : <Trans>Submit code</Trans>}
          </Button>
        </div>
        {run.isError ? (
          <p role="alert" className="rounded-lg bg-rose-50 p-3 text-sm text-rose-900 ring-1 ring-rose-200">
            {errorMessage(i18n, run.error)}
          </p>
        ) : null}
        <CountedAnswer problem={problem} />
        {submission.data ? <SubmissionVerdicts submission={submission.data} /> : null}
        {run.data ? <SampleRun run={run.data.run} /> : null}
      </section>
    </div>
  );
}

interface CodingSectionProps {
  attemptId: string;
  sectionIndex: number;
  /** The section's time is up on this clock, or the test is being submitted. */
  locked: boolean;
  /** A submission was taken or refused: the attempt's counts (and perhaps its section) changed. */
  onSubmitted: () => void;
}

/** A coding section of a mock test: its problems as tabs, each a statement beside an editor. */
export function CodingSection({ attemptId, sectionIndex, locked, onSubmitted }: CodingSectionProps) {
  const { t, i18n } = useLingui();
  const section = useCodingSection(attemptId, sectionIndex, !locked);
  const [selected, setSelected] = useState<string | null>(null);
  const sources = useRef<Record<string, string>>({});

  if (section.isPending) {
    return <Skeleton className="h-96 w-full rounded-card" />;
  }
  if (section.isError) {
    return (
      <p role="alert" className="rounded-xl bg-rose-50 p-4 text-rose-900 ring-1 ring-rose-200">
        {errorMessage(i18n, section.error)}
      </p>
    );
  }
  const { problems } = section.data;
  const current = problems.find((problem) => problem.id === selected) ?? problems[0];
  if (!current)
    return (
      <p className="text-slate-600">
        <Trans>This section has no problems.</Trans>
      </p>
    );

  return (
    <Tabs value={current.id} onValueChange={setSelected} className="flex flex-col gap-6">
      <TabList aria-label={t`Problems`} className="-mx-1 px-1">
        {problems.map((problem, index) => {
          const number = index + 1;
          const marks = formatMarks(problem.maxMarks);
          return (
            <Tab key={problem.id} value={problem.id} className="flex items-center gap-2">
              <Trans>Problem {number}</Trans>
              {/* Phones: a tick only, so every tab fits in the row. */}
              <span
                className={cn(
                  'hidden rounded-full px-2 py-0.5 text-xs font-semibold sm:inline',
                  problem.answer ? 'bg-emerald-100 text-emerald-800' : 'bg-slate-100 text-slate-600',
                )}
              >
                {problem.answer ? <Trans>Submitted</Trans> : <Trans>{marks} marks</Trans>}
              </span>
              {problem.answer ? (
                <span className="sm:hidden">
                  <CheckIcon className="size-4" aria-hidden="true" />
                  <span className="sr-only">
                    <Trans>Submitted</Trans>
                  </span>
                </span>
              ) : null}
            </Tab>
          );
        })}
      </TabList>
      {problems.map((problem) => (
        <TabPanel key={problem.id} value={problem.id}>
          <CodingProblemPanel
            attemptId={attemptId}
            sectionIndex={sectionIndex}
            problem={problem}
            locked={locked}
            sources={sources.current}
            onSubmitted={onSubmitted}
          />
        </TabPanel>
      ))}
    </Tabs>
  );
}
