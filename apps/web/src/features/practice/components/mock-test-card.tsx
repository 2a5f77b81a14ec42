import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { MockTest } from '@pathshala/shared/practice';
import { useId, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button, ButtonLink } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { LockIcon } from '@/components/ui/icons';
import { paths } from '@/config/paths';
import { toast } from '@/lib/toast';
import { useStartAttempt } from '../api/start-attempt';
import { errorMessage, isUnauthorized, useLoginRedirect } from '../hooks/use-login-redirect';
import { formatDuration, markingScheme } from '../utils/format';

function StartDialog({ test, open, onClose }: { test: MockTest; open: boolean; onClose: () => void }) {
  const { t, i18n } = useLingui();
  const title = test.title;
  const sectionCount = test.sections.length;
  const questionCount = test.questionCount;
  const duration = formatDuration(i18n, test.durationSeconds);
  const scheme = markingScheme(test.marksPerQuestion, test.negativeMarks);
  const navigate = useNavigate();
  const start = useStartAttempt();
  const redirectToLogin = useLoginRedirect();
  const instructionsId = useId();
  // The test's own points, a line each, in the learner's language when the test has them in it.
  const instructions = test.instructions
    .split('\n')
    .map((point) => point.trim())
    .filter(Boolean);
  const begin = () =>
    start.mutate(test.id, {
      onSuccess: (attempt) => navigate(paths.mockAttempt(attempt.id)),
      onError: (error) => {
        onClose();
        if (isUnauthorized(error)) void redirectToLogin();
        else toast.error(errorMessage(i18n, error));
      },
    });
  return (
    <Dialog open={open} onClose={onClose} title={t`Start ${title}?`} data-testid="start-test-dialog">
      <ul className="flex list-disc flex-col gap-2 pl-5 text-slate-700">
        <li>
          <Trans>
            <Plural value={sectionCount} one="# timed section" other="# timed sections" />, {questionCount}{' '}
            questions, {duration} in all. The clock starts now and keeps running if you close the page.
          </Trans>
        </li>
        <li>
          <Trans>A finished section is locked: you cannot go back to it.</Trans>
        </li>
        <li>
          {test.negativeMarks > 0 ? (
            <Trans>Marking: {scheme}. Unanswered questions cost nothing.</Trans>
          ) : (
            <Trans>Marking: {scheme} (no negative marking). Unanswered questions cost nothing.</Trans>
          )}
        </li>
        <li>
          <Trans>Switching tabs and leaving fullscreen are counted and shown on your result.</Trans>
        </li>
      </ul>
      {instructions.length > 0 ? (
        <section className="mt-5" aria-labelledby={instructionsId} data-testid="mock-test-instructions">
          <h3 id={instructionsId} className="text-sm font-semibold text-slate-900">
            <Trans>Instructions for this test</Trans>
          </h3>
          <ul className="mt-2 flex list-disc flex-col gap-2 pl-5 text-slate-700">
            {instructions.map((point, position) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the lines of one test's instructions never reorder
              <li key={position}>{point}</li>
            ))}
          </ul>
        </section>
      ) : null}
      <div className="mt-8 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="ghost" onClick={onClose}>
          <Trans>Not now</Trans>
        </Button>
        <Button onClick={begin} loading={start.isPending}>
          <Trans>Start now</Trans>
        </Button>
      </div>
    </Dialog>
  );
}

/** A placement programme has its own page; a course its course page. */
function requiredCoursePath(course: NonNullable<MockTest['requiredCourse']>) {
  return course.kind === 'programme' ? paths.programme(course.id) : paths.course(course.title, course.id);
}

/** One mock test: its sections, marking and the learner's attempts, with the way in (or what unlocks it). */
export function MockTestCard({ test, loggedIn }: { test: MockTest; loggedIn: boolean }) {
  const { i18n } = useLingui();
  const title = test.title;
  const questionCount = test.questionCount;
  const duration = formatDuration(i18n, test.durationSeconds);
  const used = test.attemptsUsed;
  const allowed = test.maxAttempts;
  const courseTitle = test.requiredCourse?.title;
  const titleId = useId();
  const [starting, setStarting] = useState(false);
  const attemptsLeft = test.maxAttempts - test.attemptsUsed;

  let primary: React.ReactNode;
  if (!loggedIn) {
    primary = (
      <ButtonLink to={paths.login} state={{ from: paths.mockTests }} aria-describedby={titleId}>
        <Trans>Log in to start</Trans>
      </ButtonLink>
    );
  } else if (test.inProgressAttemptId) {
    primary = (
      <ButtonLink to={paths.mockAttempt(test.inProgressAttemptId)} aria-describedby={titleId}>
        <Trans>Resume</Trans>
      </ButtonLink>
    );
  } else if (test.locked && test.requiredCourse) {
    primary = (
      <ButtonLink to={requiredCoursePath(test.requiredCourse)} variant="outline" aria-describedby={titleId}>
        <LockIcon className="size-4" />
        {test.requiredCourse.kind === 'programme' ? (
          <Trans>Get the programme</Trans>
        ) : (
          <Trans>Get the course</Trans>
        )}
      </ButtonLink>
    );
  } else if (attemptsLeft > 0) {
    primary = (
      <Button onClick={() => setStarting(true)} aria-describedby={titleId}>
        {test.attemptsUsed > 0 ? <Trans>Start again</Trans> : <Trans>Start test</Trans>}
      </Button>
    );
  } else {
    primary = (
      <p className="text-sm font-semibold text-slate-600">
        <Trans>All attempts used</Trans>
      </p>
    );
  }

  return (
    <article
      aria-labelledby={titleId}
      data-testid="mock-test"
      className="flex h-full flex-col gap-5 rounded-card bg-white p-6 shadow-card ring-1 ring-slate-200/70"
    >
      <header className="flex flex-col gap-2">
        <div className="flex flex-wrap items-center gap-2">
          {test.free ? (
            <span className="rounded-full bg-emerald-50 px-2.5 py-1 text-xs font-semibold text-emerald-800 ring-1 ring-emerald-200">
              <Trans>Free</Trans>
            </span>
          ) : test.requiredCourse ? (
            <span
              className={
                test.locked
                  ? 'inline-flex items-center gap-1 rounded-full bg-slate-100 px-2.5 py-1 text-xs font-semibold text-slate-700'
                  : 'inline-flex items-center gap-1 rounded-full bg-brand-50 px-2.5 py-1 text-xs font-semibold text-brand-800'
              }
            >
              {test.locked ? <LockIcon className="size-3.5" /> : null}
              {test.locked ? (
                <Trans>Locked</Trans>
              ) : test.requiredCourse.kind === 'programme' ? (
                <Trans>Included with your programme</Trans>
              ) : (
                <Trans>Included with your course</Trans>
              )}
            </span>
          ) : null}
        </div>
        <h3 id={titleId} className="text-lg leading-snug font-bold">
          {test.title}
        </h3>
        <p className="text-sm leading-6 text-slate-600">{test.description}</p>
      </header>
      <table className="w-full text-sm">
        <caption className="sr-only">
          <Trans>Sections of {title}</Trans>
        </caption>
        <thead className="sr-only">
          <tr>
            <th scope="col">
              <Trans>Section</Trans>
            </th>
            <th scope="col">
              <Trans>Questions</Trans>
            </th>
            <th scope="col">
              <Trans>Time</Trans>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {test.sections.map((section) => {
            const count = section.questionCount;
            return (
              <tr key={section.title}>
                <th scope="row" className="py-2 pr-2 text-left font-medium text-slate-800">
                  {section.title}
                </th>
                <td className="py-2 pr-2 text-right whitespace-nowrap text-slate-600 tabular-nums">
                  {section.kind === 'coding' ? (
                    <Plural value={count} one="# coding problem" other="# coding problems" />
                  ) : (
                    <Trans>{count} Qs</Trans>
                  )}
                </td>
                <td className="py-2 text-right whitespace-nowrap text-slate-600 tabular-nums">
                  {formatDuration(i18n, section.durationSeconds)}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <dl className="grid grid-cols-3 gap-2 text-center">
        <div className="rounded-xl bg-slate-50 px-2 py-2">
          <dt className="text-xs text-slate-500">
            <Trans>Total</Trans>
          </dt>
          <dd className="text-sm font-bold text-slate-900 tabular-nums">
            <Trans>
              {questionCount} Qs · {duration}
            </Trans>
          </dd>
        </div>
        <div className="rounded-xl bg-slate-50 px-2 py-2">
          <dt className="text-xs text-slate-500">
            <Trans>Marking</Trans>
          </dt>
          <dd className="text-sm font-bold text-slate-900 tabular-nums" data-testid="mock-test-marking">
            {markingScheme(test.marksPerQuestion, test.negativeMarks)}
          </dd>
        </div>
        <div className="rounded-xl bg-slate-50 px-2 py-2">
          <dt className="text-xs text-slate-500">
            <Trans>Attempts</Trans>
          </dt>
          <dd className="text-sm font-bold text-slate-900 tabular-nums" data-testid="mock-test-attempts">
            <Trans>
              {used}/{allowed} used
            </Trans>
          </dd>
        </div>
      </dl>
      {test.locked && test.requiredCourse ? (
        <p className="flex items-start gap-2 rounded-xl bg-slate-50 px-4 py-3 text-sm text-slate-700">
          <LockIcon className="mt-0.5 size-4 shrink-0 text-slate-500" />
          <span>
            <Trans>
              Included with{' '}
              <Link
                to={requiredCoursePath(test.requiredCourse)}
                className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800"
              >
                {courseTitle}
              </Link>
              . Enrol in it to take this test.
            </Trans>
          </span>
        </p>
      ) : null}
      <div className="mt-auto flex flex-wrap items-center gap-3 border-t border-slate-100 pt-4">
        {primary}
        {loggedIn && test.lastResultAttemptId ? (
          <ButtonLink to={paths.mockAttemptResult(test.lastResultAttemptId)} variant="outline">
            <Trans>View last result</Trans>
          </ButtonLink>
        ) : null}
      </div>
      {loggedIn ? <StartDialog test={test} open={starting} onClose={() => setStarting(false)} /> : null}
    </article>
  );
}
