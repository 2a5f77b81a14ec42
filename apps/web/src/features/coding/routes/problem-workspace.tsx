import { Trans, useLingui } from '@lingui/react/macro';
import type { CodingRun } from '@pathshala/shared/coding';
import { CODING_LANGUAGES, type CodingLanguage, LANGUAGE_LABELS } from '@pathshala/shared/coding-constants';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { MathMarkdownText } from '@/components/math-markdown';
import { Button } from '@/components/ui/button';
import { Select } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { Textarea } from '@/components/ui/textarea';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useUser } from '@/lib/auth';
import { useDraft, useSaveDraft } from '../api/drafts';
import { useCodingProblem } from '../api/get-coding-problem';
import { useSubmission } from '../api/get-submission';
import { type RunAnswer, useRunProgram } from '../api/run-program';
import { useSubmitProgram } from '../api/submit-program';
import { DifficultyBadge, topicLabel } from '../components/difficulty-badge';
import { GiveUpButton } from '../components/give-up-button';
import { STARTER_TEMPLATES } from '../components/starters';
import { SubmissionVerdicts } from '../components/submission-verdicts';
import { failureText, verdictLabel } from '../texts';

// CodeMirror is the largest part of the page: its own chunk, loaded after the statement.
const CodeEditor = lazy(() => import('../components/code-editor'));

/** A draft is saved this long after the learner stops typing. */
const DRAFT_SAVE_MS = 1500;

/** Where a Run ran, under its results: Python and JavaScript in the learner's own browser. */
function RanIn({ ranIn }: { ranIn: RunAnswer['ranIn'] }) {
  return (
    <p className="text-xs text-slate-500">
      {ranIn === 'browser' ? (
        <Trans>Ran in your browser on the judge’s engine. Submit runs the hidden tests on the server.</Trans>
      ) : (
        <Trans>Ran on the server’s judge.</Trans>
      )}
    </p>
  );
}

function RunResults({ run }: { run: CodingRun }) {
  const { t, i18n } = useLingui();
  if (run.compileError !== null) {
    return (
      <div role="status" className="rounded-xl bg-rose-50 p-4 ring-1 ring-rose-200">
        <p className="font-semibold text-rose-800">{verdictLabel(i18n, 'compilationError')}</p>
        <pre className="mt-2 overflow-x-auto text-sm whitespace-pre-wrap text-rose-900">
          {run.compileError}
        </pre>
      </div>
    );
  }
  return (
    <ol role="status" aria-label={t`Run results`} className="flex flex-col gap-3">
      {run.tests.map((test, index) => {
        const number = index + 1;
        const timeMs = test.timeMs;
        return (
          <li
            // biome-ignore lint/suspicious/noArrayIndexKey: the tests of one run never reorder
            key={index}
            className="rounded-xl bg-white p-4 ring-1 ring-slate-200"
          >
            <p className="flex flex-wrap items-center justify-between gap-2 font-semibold">
              <span>{test.expected === null ? t`Custom input` : t`Sample ${number}`}</span>
              <span
                className={
                  test.verdict === null || test.verdict === 'accepted' ? 'text-emerald-700' : 'text-rose-700'
                }
              >
                {test.verdict === null ? t`Ran` : verdictLabel(i18n, test.verdict)} · {t`${timeMs} ms`}
              </span>
            </p>
            <dl className="mt-2 grid gap-2 text-sm sm:grid-cols-2">
              {test.expected !== null ? (
                <div>
                  <dt className="text-slate-500">
                    <Trans>Expected</Trans>
                  </dt>
                  <dd>
                    <pre className="overflow-x-auto rounded bg-slate-50 p-2">{test.expected}</pre>
                  </dd>
                </div>
              ) : null}
              {test.stdout !== null ? (
                <div>
                  <dt className="text-slate-500">
                    <Trans>Your output</Trans>
                  </dt>
                  <dd>
                    <pre className="overflow-x-auto rounded bg-slate-50 p-2">{test.stdout}</pre>
                  </dd>
                </div>
              ) : null}
              {test.stderr ? (
                <div className="sm:col-span-2">
                  <dt className="text-slate-500">
                    <Trans>Errors</Trans>
                  </dt>
                  <dd>
                    <pre className="overflow-x-auto rounded bg-rose-50 p-2 text-rose-900">{test.stderr}</pre>
                  </dd>
                </div>
              ) : null}
            </dl>
          </li>
        );
      })}
    </ol>
  );
}

export function ProblemWorkspaceRoute({ slug }: { slug: string }) {
  const { t, i18n } = useLingui();
  const problem = useCodingProblem(slug);
  const { isLoggedIn } = useUser();
  const navigate = useNavigate();
  const location = useLocation();
  const [language, setLanguage] = useState<CodingLanguage>('cpp');
  const draft = useDraft(slug, language, isLoggedIn);
  const saveDraft = useSaveDraft(slug);
  const run = useRunProgram(problem.data);
  const submit = useSubmitProgram();
  const [submissionId, setSubmissionId] = useState<string | null>(null);
  const submission = useSubmission(submissionId);
  const [customInput, setCustomInput] = useState('');
  const [useCustom, setUseCustom] = useState(false);
  /** What the editor holds once the learner typed; null while it holds what it opened with. */
  const source = useRef<string | null>(null);
  const saved = useRef<Partial<Record<CodingLanguage, string>>>({});
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const pending = useRef<(() => void) | null>(null);
  useDocumentTitle(problem.data?.title ?? t`Coding practice`);

  const initial = draft.data?.source ?? STARTER_TEMPLATES[language];
  const ready = !isLoggedIn || !draft.isPending;

  // What is on the server already need not be saved again.
  useEffect(() => {
    if (draft.data) saved.current[language] = draft.data.source;
  }, [draft.data, language]);
  useEffect(() => () => clearTimeout(timer.current), []);

  const save = (forLanguage: CodingLanguage, next: string) => {
    if (saved.current[forLanguage] === next) return;
    saveDraft.mutate(
      { language: forLanguage, source: next },
      {
        onSuccess: () => {
          saved.current[forLanguage] = next;
        },
      },
    );
  };
  const onChange = (next: string) => {
    source.current = next;
    if (!isLoggedIn) return;
    clearTimeout(timer.current);
    const forLanguage = language;
    pending.current = () => save(forLanguage, next);
    timer.current = setTimeout(() => {
      pending.current = null;
      save(forLanguage, next);
    }, DRAFT_SAVE_MS);
  };
  /** Saves at once what is waiting for the pause in typing (before another language's editor opens). */
  const saveNow = () => {
    clearTimeout(timer.current);
    pending.current?.();
    pending.current = null;
  };

  const requireLogin = () => {
    if (isLoggedIn) return false;
    navigate(paths.login, { state: { from: location } });
    return true;
  };

  if (problem.isPending) {
    return (
      <div role="status" aria-label={t`Loading the problem`} className="mx-auto max-w-7xl p-6">
        <Skeleton className="h-96 w-full rounded-card" />
      </div>
    );
  }
  if (problem.isError) {
    return (
      <div className="mx-auto flex max-w-3xl flex-col items-center gap-4 px-6 py-16 text-center">
        <p role="alert" className="text-slate-700">
          {failureText(i18n, problem.error, t`Something went wrong. Please try again.`)}
        </p>
        <Link to={paths.coding} className="font-semibold text-brand-700 underline">
          <Trans>All coding problems</Trans>
        </Link>
      </div>
    );
  }
  const details = problem.data;
  const availability = details.languages.find((entry) => entry.language === language);
  const busy = run.isPending || submit.isPending;
  const languageLabel = LANGUAGE_LABELS[language];
  const timeLimitSeconds = details.timeLimitMs / 1000;
  const memoryLimit = details.memoryLimitMb;
  const companies = details.askedIn.join(', ');
  const hiddenTests = details.hiddenTestCount;
  const unavailableReason = availability?.reason;

  return (
    <div className="mx-auto grid max-w-[96rem] gap-6 px-4 py-6 sm:px-6 lg:grid-cols-2 lg:px-8">
      <article
        aria-labelledby="problem-title"
        className="flex flex-col gap-4 lg:max-h-[calc(100vh-8rem)] lg:overflow-y-auto"
      >
        <Link to={paths.coding} className="text-sm font-semibold text-brand-700 hover:underline">
          <Trans>← All problems</Trans>
        </Link>
        <header className="flex flex-col gap-2">
          <h1 id="problem-title" className="text-2xl font-bold text-slate-900">
            {details.title}
            {details.solved ? (
              <span className="ml-2 text-base text-emerald-700">
                <Trans>✓ Solved</Trans>
              </span>
            ) : null}
          </h1>
          <p className="flex flex-wrap items-center gap-2 text-sm text-slate-600">
            <DifficultyBadge difficulty={details.difficulty} />
            {details.topics.map((name) => (
              <span key={name} className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs">
                {topicLabel(i18n, name)}
              </span>
            ))}
            <span>
              <Trans>
                Time limit {timeLimitSeconds} s · Memory {memoryLimit} MB
              </Trans>
            </span>
          </p>
          {details.askedIn.length > 0 ? (
            <p className="text-sm text-slate-600">
              <Trans>Similar to rounds at: {companies}</Trans>
            </p>
          ) : null}
        </header>
        <MathMarkdownText className="text-slate-800">{details.statement}</MathMarkdownText>
        <section aria-label={t`Sample tests`} className="flex flex-col gap-3">
          {details.samples.map((sample, index) => {
            const number = index + 1;
            return (
              <div
                // biome-ignore lint/suspicious/noArrayIndexKey: a problem's samples never reorder
                key={index}
                className="grid gap-2 sm:grid-cols-2"
              >
                <div>
                  <h2 className="text-sm font-semibold text-slate-700">
                    <Trans>Sample input {number}</Trans>
                  </h2>
                  <pre className="mt-1 overflow-x-auto rounded-lg bg-slate-50 p-3 text-sm ring-1 ring-slate-200">
                    {sample.input}
                  </pre>
                </div>
                <div>
                  <h2 className="text-sm font-semibold text-slate-700">
                    <Trans>Sample output {number}</Trans>
                  </h2>
                  <pre className="mt-1 overflow-x-auto rounded-lg bg-slate-50 p-3 text-sm ring-1 ring-slate-200">
                    {sample.expected}
                  </pre>
                </div>
              </div>
            );
          })}
        </section>
        <p className="text-sm text-slate-600">
          <Trans>Submissions are judged on {hiddenTests} hidden tests.</Trans>
        </p>
      </article>

      <section aria-label={t`Your solution`} className="flex min-w-0 flex-col gap-4">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <Select
            label={t`Language`}
            options={CODING_LANGUAGES.map((value) => ({ value, label: LANGUAGE_LABELS[value] }))}
            value={language}
            onChange={(event) => {
              saveNow();
              source.current = null;
              setLanguage(event.target.value as CodingLanguage);
            }}
            containerClassName="w-48"
          />
          {saveDraft.isSuccess ? (
            <p className="text-xs text-slate-500">
              <Trans>Draft saved</Trans>
            </p>
          ) : null}
        </div>
        {availability && !availability.available ? (
          <p role="note" className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900 ring-1 ring-amber-200">
            {unavailableReason ? (
              <Trans>
                {languageLabel} is not available on this server ({unavailableReason}).
              </Trans>
            ) : (
              <Trans>{languageLabel} is not available on this server.</Trans>
            )}
            {language === 'python' || language === 'javascript' ? (
              <>
                {' '}
                <Trans>Run still works in your browser; Submit needs the server.</Trans>
              </>
            ) : null}
          </p>
        ) : null}
        <div className="h-[22rem] lg:h-[28rem]">
          {ready ? (
            <Suspense fallback={<Skeleton className="h-full w-full rounded-xl" />}>
              <CodeEditor
                key={language}
                language={language}
                initial={initial}
                onChange={onChange}
                label={t`${languageLabel} code`}
              />
            </Suspense>
          ) : (
            <Skeleton className="h-full w-full rounded-xl" />
          )}
        </div>
        <label className="flex items-center gap-2 text-sm font-medium text-slate-700">
          <input
            type="checkbox"
            checked={useCustom}
            onChange={(event) => setUseCustom(event.target.checked)}
            className="size-4"
          />
          <Trans>Run on custom input</Trans>
        </label>
        {useCustom ? (
          <Textarea
            label={t`Custom input`}
            value={customInput}
            onChange={(event) => setCustomInput(event.target.value)}
            rows={4}
            className="font-mono"
          />
        ) : null}
        <div className="flex flex-wrap gap-3">
          <Button
            variant="outline"
            disabled={busy}
            onClick={() => {
              if (requireLogin()) return;
              run.mutate({
                problemId: details.id,
                language,
                source: source.current ?? initial,
                ...(useCustom ? { customInput } : {}),
              });
            }}
          >
            {run.loadingEngine ? (
              <Trans>Starting {languageLabel}…</Trans>
            ) : run.isPending ? (
              <Trans>Running…</Trans>
            ) : (
              <Trans>Run</Trans>
            )}
          </Button>
          <Button
            disabled={busy}
            onClick={() => {
              if (requireLogin()) return;
              submit.mutate(
                { problemId: details.id, language, source: source.current ?? initial },
                { onSuccess: (queued) => setSubmissionId(queued.id) },
              );
            }}
          >
            {submit.isPending ? <Trans>Submitting…</Trans> : <Trans>Submit</Trans>}
          </Button>
          <GiveUpButton problemSlug={details.slug} onLoginNeeded={requireLogin} />
        </div>
        {run.isError || submit.isError ? (
          <p role="alert" className="rounded-lg bg-rose-50 p-3 text-sm text-rose-900 ring-1 ring-rose-200">
            {failureText(i18n, run.error ?? submit.error, t`Something went wrong. Please try again.`)}
          </p>
        ) : null}
        {submission.data ? <SubmissionVerdicts submission={submission.data} /> : null}
        {run.data ? (
          <div className="flex flex-col gap-2">
            <RunResults run={run.data.run} />
            <RanIn ranIn={run.data.ranIn} />
          </div>
        ) : null}
      </section>
    </div>
  );
}
