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
  const navigate = useNavigate();
  const start = useStartAttempt();
  const redirectToLogin = useLoginRedirect();
  const begin = () =>
    start.mutate(test.id, {
      onSuccess: (attempt) => navigate(paths.mockAttempt(attempt.id)),
      onError: (error) => {
        onClose();
        if (isUnauthorized(error)) void redirectToLogin();
        else toast.error(errorMessage(error));
      },
    });
  return (
    <Dialog open={open} onClose={onClose} title={`Start ${test.title}?`} data-testid="start-test-dialog">
      <ul className="flex list-disc flex-col gap-2 pl-5 text-slate-700">
        <li>
          {test.sections.length} timed section{test.sections.length === 1 ? '' : 's'}, {test.questionCount}{' '}
          questions, {formatDuration(test.durationSeconds)} in all. The clock starts now and keeps running if
          you close the page.
        </li>
        <li>A finished section is locked: you cannot go back to it.</li>
        <li>
          Marking: {markingScheme(test.marksPerQuestion, test.negativeMarks)}
          {test.negativeMarks > 0 ? '' : ' (no negative marking)'}. Unanswered questions cost nothing.
        </li>
        <li>Switching tabs and leaving fullscreen are counted and shown on your result.</li>
      </ul>
      <div className="mt-8 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="ghost" onClick={onClose}>
          Not now
        </Button>
        <Button onClick={begin} loading={start.isPending}>
          Start now
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
  const titleId = useId();
  const [starting, setStarting] = useState(false);
  const attemptsLeft = test.maxAttempts - test.attemptsUsed;

  let primary: React.ReactNode;
  if (!loggedIn) {
    primary = (
      <ButtonLink to={paths.login} state={{ from: paths.mockTests }} aria-describedby={titleId}>
        Log in to start
      </ButtonLink>
    );
  } else if (test.inProgressAttemptId) {
    primary = (
      <ButtonLink to={paths.mockAttempt(test.inProgressAttemptId)} aria-describedby={titleId}>
        Resume
      </ButtonLink>
    );
  } else if (test.locked && test.requiredCourse) {
    primary = (
      <ButtonLink to={requiredCoursePath(test.requiredCourse)} variant="outline" aria-describedby={titleId}>
        <LockIcon className="size-4" />
        {test.requiredCourse.kind === 'programme' ? 'Get the programme' : 'Get the course'}
      </ButtonLink>
    );
  } else if (attemptsLeft > 0) {
    primary = (
      <Button onClick={() => setStarting(true)} aria-describedby={titleId}>
        {test.attemptsUsed > 0 ? 'Start again' : 'Start test'}
      </Button>
    );
  } else {
    primary = <p className="text-sm font-semibold text-slate-600">All attempts used</p>;
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
              Free
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
              {test.locked
                ? 'Locked'
                : `Included with your ${test.requiredCourse.kind === 'programme' ? 'programme' : 'course'}`}
            </span>
          ) : null}
        </div>
        <h3 id={titleId} className="text-lg leading-snug font-bold">
          {test.title}
        </h3>
        <p className="text-sm leading-6 text-slate-600">{test.description}</p>
      </header>
      <table className="w-full text-sm">
        <caption className="sr-only">Sections of {test.title}</caption>
        <thead className="sr-only">
          <tr>
            <th scope="col">Section</th>
            <th scope="col">Questions</th>
            <th scope="col">Time</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {test.sections.map((section) => (
            <tr key={section.title}>
              <th scope="row" className="py-2 pr-2 text-left font-medium text-slate-800">
                {section.title}
              </th>
              <td className="py-2 pr-2 text-right whitespace-nowrap text-slate-600 tabular-nums">
                {section.questionCount} Qs
              </td>
              <td className="py-2 text-right whitespace-nowrap text-slate-600 tabular-nums">
                {formatDuration(section.durationSeconds)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <dl className="grid grid-cols-3 gap-2 text-center">
        <div className="rounded-xl bg-slate-50 px-2 py-2">
          <dt className="text-xs text-slate-500">Total</dt>
          <dd className="text-sm font-bold text-slate-900 tabular-nums">
            {test.questionCount} Qs · {formatDuration(test.durationSeconds)}
          </dd>
        </div>
        <div className="rounded-xl bg-slate-50 px-2 py-2">
          <dt className="text-xs text-slate-500">Marking</dt>
          <dd className="text-sm font-bold text-slate-900 tabular-nums" data-testid="mock-test-marking">
            {markingScheme(test.marksPerQuestion, test.negativeMarks)}
          </dd>
        </div>
        <div className="rounded-xl bg-slate-50 px-2 py-2">
          <dt className="text-xs text-slate-500">Attempts</dt>
          <dd className="text-sm font-bold text-slate-900 tabular-nums" data-testid="mock-test-attempts">
            {test.attemptsUsed}/{test.maxAttempts} used
          </dd>
        </div>
      </dl>
      {test.locked && test.requiredCourse ? (
        <p className="flex items-start gap-2 rounded-xl bg-slate-50 px-4 py-3 text-sm text-slate-700">
          <LockIcon className="mt-0.5 size-4 shrink-0 text-slate-500" />
          <span>
            Included with{' '}
            <Link
              to={requiredCoursePath(test.requiredCourse)}
              className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800"
            >
              {test.requiredCourse.title}
            </Link>
            . Enrol in it to take this test.
          </span>
        </p>
      ) : null}
      <div className="mt-auto flex flex-wrap items-center gap-3 border-t border-slate-100 pt-4">
        {primary}
        {loggedIn && test.lastResultAttemptId ? (
          <ButtonLink to={paths.mockAttemptResult(test.lastResultAttemptId)} variant="outline">
            View last result
          </ButtonLink>
        ) : null}
      </div>
      {loggedIn ? <StartDialog test={test} open={starting} onClose={() => setStarting(false)} /> : null}
    </article>
  );
}
