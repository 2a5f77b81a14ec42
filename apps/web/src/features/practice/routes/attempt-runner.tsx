import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type {
  AttemptAnswerRequest,
  AttemptQuestion as AttemptQuestionView,
} from '@pathshala/shared/practice';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { LogoMark } from '@/components/logo';
import { Button, ButtonLink } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { ArrowLeftIcon, ArrowRightIcon, CheckIcon } from '@/components/ui/icons';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { ApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { cn } from '@/utils/cn';
import { useAttempt } from '../api/get-attempt';
import { useNextSection } from '../api/next-section';
import { attemptMutationKey, practiceKeys } from '../api/practice-keys';
import { useRecordIntegrityEvent } from '../api/record-integrity-event';
import { type AnswerSave, saveTimeOnExit, useSaveAnswer } from '../api/save-answer';
import { useSubmitAttempt } from '../api/submit-attempt';
import { sectionDeadline, type TimedAttempt } from '../api/timed-attempt';
import { AttemptQuestion } from '../components/attempt-question';
import { AttemptTimer } from '../components/attempt-timer';
import { CodingSection } from '../components/coding-section';
import { isAnswered, QuestionPalette } from '../components/question-palette';
import { useCountdown } from '../hooks/use-countdown';
import { useIntegrityEvents } from '../hooks/use-integrity-events';
import { errorMessage, isUnauthorized, useLoginRedirect } from '../hooks/use-login-redirect';
import { useQuestionClock } from '../hooks/use-question-clock';
import { useQuestionLanguages } from '../hooks/use-question-languages';

/** While the section's time is up, ask the server at most this often where the attempt stands now. */
const TIME_UP_REFETCH_MS = 1000;

function SectionSteps({ attempt }: { attempt: TimedAttempt }) {
  const { t } = useLingui();
  return (
    <ol className="flex flex-col gap-2 text-sm" aria-label={t`Sections`}>
      {attempt.sections.map((section) => (
        <li
          key={section.index}
          aria-current={section.state === 'current' ? 'step' : undefined}
          className="flex items-center gap-2"
        >
          <span
            aria-hidden="true"
            className={cn(
              'grid size-5 shrink-0 place-items-center rounded-full text-[0.65rem] font-bold',
              section.state === 'done' && 'bg-slate-200 text-slate-600',
              section.state === 'current' && 'bg-brand-700 text-white',
              section.state === 'upcoming' && 'border border-slate-300 text-slate-500',
            )}
          >
            {section.state === 'done' ? <CheckIcon className="size-3" /> : section.index + 1}
          </span>
          <span
            className={cn(
              'flex-1',
              section.state === 'current' ? 'font-semibold text-slate-900' : 'text-slate-600',
            )}
          >
            {section.title}
          </span>
          <span className="text-xs text-slate-500">
            {section.state === 'done' ? (
              <Trans>Locked</Trans>
            ) : section.state === 'current' ? (
              <Trans>Now</Trans>
            ) : section.kind === 'coding' ? (
              <Plural value={{ count: section.questionCount }} one="# problem" other="# problems" />
            ) : (
              <Trans>{{ count: section.questionCount }} Qs</Trans>
            )}
          </span>
        </li>
      ))}
    </ol>
  );
}

function AttemptRunner({ attempt, refetch }: { attempt: TimedAttempt; refetch: () => Promise<unknown> }) {
  const { t, i18n } = useLingui();
  const attemptId = attempt.id;
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const redirectToLogin = useLoginRedirect();
  const [params, setParams] = useSearchParams();
  const [dialog, setDialog] = useState<'next-section' | 'submit' | 'leave' | null>(null);
  const [paletteOpen, setPaletteOpen] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const questionTopRef = useRef<HTMLDivElement>(null);
  const languages = useQuestionLanguages(attemptId);

  const section = attempt.sections.find((entry) => entry.index === attempt.currentSection);
  const questions = attempt.questions;
  const requested = Number(params.get('q'));
  const current = questions.find((question) => question.number === requested) ?? questions[0] ?? null;
  const position = current ? questions.indexOf(current) + 1 : 0;
  const isLastSection = attempt.currentSection === attempt.sections.length - 1;

  const remaining = useCountdown(sectionDeadline(attempt));
  const timeUp = remaining === 0;

  const refreshAttempt = () =>
    queryClient.invalidateQueries({ queryKey: practiceKeys.attempt(attemptId), exact: true });

  const onSaveError = (error: Error, { quiet }: AnswerSave) => {
    if (isUnauthorized(error)) {
      void redirectToLogin();
      return;
    }
    if (!quiet) {
      const message = errorMessage(i18n, error, t`Your answer was not saved. Please check your connection.`);
      // 409: a deadline passed (the section moved on, or the test was submitted); the server says which.
      if (error instanceof ApiError && error.status === 409) {
        toast.info(message);
        setNotice(message);
      } else toast.error(message);
    }
    void refreshAttempt();
  };

  const save = useSaveAnswer(attemptId, onSaveError);
  const moveOn = useNextSection(attemptId);
  const submit = useSubmitAttempt(attemptId);
  const report = useRecordIntegrityEvent(attemptId);
  const finishing = moveOn.isPending || submit.isPending || submit.isSuccess;
  const locked = timeUp || finishing;
  const lockedRef = useRef(locked);
  lockedRef.current = locked;
  const openQuestions = useRef(questions);
  openQuestions.current = questions;

  const sendSave = (answer: AttemptAnswerRequest, quiet = false) => {
    // After the deadline on this clock, or for a section already over, the server would refuse it.
    if (lockedRef.current) return;
    if (!openQuestions.current.some((question) => question.id === answer.questionId)) return;
    save.mutate({ answer, quiet });
  };

  // The question just left gets the seconds spent on it, if it is still open to answers.
  const take = useQuestionClock(current?.id ?? null, (questionId, seconds) =>
    sendSave({ questionId, timeSpentSeconds: seconds }, true),
  );

  const change = (question: AttemptQuestionView, answer: Omit<AttemptAnswerRequest, 'questionId'>) => {
    const seconds = take(question.id);
    sendSave({ questionId: question.id, ...answer, ...(seconds > 0 ? { timeSpentSeconds: seconds } : {}) });
  };

  /** Saves the time on the visible question before the section ends or the test is submitted. */
  const flushTime = () => {
    if (!current) return;
    const seconds = take(current.id);
    if (seconds > 0) sendSave({ questionId: current.id, timeSpentSeconds: seconds }, true);
  };

  // The tab closes, reloads or hides: the seconds on the visible question go with a request that outlives the
  // page. The clock pauses while hidden (useQuestionClock), so nothing is counted twice.
  const exitSave = useRef<() => void>(() => undefined);
  exitSave.current = () => {
    if (!current || lockedRef.current) return;
    if (!openQuestions.current.some((question) => question.id === current.id)) return;
    const seconds = take(current.id);
    if (seconds > 0) saveTimeOnExit(attemptId, { questionId: current.id, timeSpentSeconds: seconds });
  };
  useEffect(() => {
    const onHide = () => {
      if (document.visibilityState === 'hidden') exitSave.current();
    };
    const onPageHide = () => exitSave.current();
    document.addEventListener('visibilitychange', onHide);
    window.addEventListener('pagehide', onPageHide);
    return () => {
      document.removeEventListener('visibilitychange', onHide);
      window.removeEventListener('pagehide', onPageHide);
    };
  }, []);

  const integrity = useIntegrityEvents(!finishing, (kind) => report.mutate(kind));

  // Time up on this clock: ask the server (which moves the section on or submits) until it has.
  const lastRefetch = useRef(0);
  const refetchRef = useRef(refetch);
  refetchRef.current = refetch;
  useEffect(() => {
    if (!timeUp) return;
    const check = () => {
      // Saves still travelling go first; a fetch answered before them would undo them on screen.
      if (queryClient.isMutating({ mutationKey: attemptMutationKey(attemptId) }) > 0) return;
      if (Date.now() - lastRefetch.current < TIME_UP_REFETCH_MS) return;
      lastRefetch.current = Date.now();
      void refetchRef.current();
    };
    check();
    const timer = window.setInterval(check, 250);
    return () => window.clearInterval(timer);
  }, [timeUp, attemptId, queryClient]);

  // A new section (the learner moved on, or the last one's time ran out): start at its first question.
  const shownSection = useRef(attempt.currentSection);
  useEffect(() => {
    if (shownSection.current === attempt.currentSection) return;
    shownSection.current = attempt.currentSection;
    setDialog(null);
    setPaletteOpen(false);
    const started = section?.title;
    setNotice(started ? t`${started} has started. Your answers in earlier sections are locked.` : null);
    setParams({}, { replace: true, preventScrollReset: true });
    window.scrollTo({ top: 0 });
  }, [attempt.currentSection, section, setParams, t]);

  const goTo = (question: AttemptQuestionView, { focus = false } = {}) => {
    setParams({ q: String(question.number) }, { replace: true, preventScrollReset: true });
    setPaletteOpen(false);
    // Below the sticky bars the question starts about 150 px down; scrolled past that, show it from its top.
    const top = questionTopRef.current;
    if (top && top.getBoundingClientRect().top < 140) window.scrollTo({ top: 0 });
    if (focus) requestAnimationFrame(() => headingRef.current?.focus());
  };

  const onMutationError = (error: Error) => {
    setDialog(null);
    if (isUnauthorized(error)) {
      void redirectToLogin();
      return;
    }
    const message = errorMessage(i18n, error);
    if (error instanceof ApiError && error.status === 409) toast.info(message);
    else toast.error(message);
    void refreshAttempt();
  };

  const confirmNextSection = () => {
    flushTime();
    moveOn.mutate(attempt.currentSection ?? undefined, {
      onSuccess: (next) => {
        if (next.status === 'submitted') navigate(paths.mockAttemptResult(attemptId), { replace: true });
      },
      onError: onMutationError,
    });
  };

  const confirmSubmit = () => {
    flushTime();
    submit.mutate(undefined, {
      onSuccess: () => navigate(paths.mockAttemptResult(attemptId), { replace: true }),
      onError: onMutationError,
    });
  };

  const leave = () => {
    flushTime();
    navigate(paths.mockTests);
  };

  if (!section) return null;

  const coding = section.kind === 'coding';
  // A coding section's problems count once submitted, as the server says (its view refreshes on each submission).
  const answeredHere = coding ? section.answered : questions.filter(isAnswered).length;
  const itemsHere = coding ? section.questionCount : questions.length;
  const markedHere = questions.filter((question) => question.markedForReview).length;
  // Sections left behind keep their marks on the server; the current one counts the questions on screen.
  const markedTotal =
    attempt.sections.filter((entry) => entry.state === 'done').reduce((sum, entry) => sum + entry.marked, 0) +
    markedHere;
  const answeredEarlier = attempt.sections
    .filter((entry) => entry.state === 'done')
    .reduce((sum, entry) => sum + entry.answered, 0);
  const totalQuestions = attempt.sections.reduce((sum, entry) => sum + entry.questionCount, 0);
  const answeredTotal = answeredEarlier + answeredHere;
  const upcoming = attempt.sections.filter((entry) => entry.state === 'upcoming');
  const nextUp = upcoming[0];
  const nextTitle = nextUp?.title;
  const previous = current ? questions[position - 2] : undefined;
  const following = current ? questions[position] : undefined;
  const sectionTitle = section.title;
  const sectionNumber = section.index + 1;
  const sectionCount = attempt.sections.length;
  const minutesLeft = remaining !== null && remaining > 0 ? Math.ceil(remaining / 60) : null;
  const unreached = upcoming.map((entry) => entry.title).join(', ');
  const { tabSwitches, fullscreenExits } = attempt;

  const palette = (
    <div className="flex flex-col gap-6">
      <QuestionPalette
        questions={questions}
        currentId={current?.id ?? null}
        onSelect={(question) => goTo(question, { focus: true })}
        sectionTitle={section.title}
      />
      <div className="border-t border-slate-100 pt-4">
        <SectionSteps attempt={attempt} />
      </div>
    </div>
  );

  return (
    <div className="bg-slate-50 pb-12">
      {/* The site's header and footer are left out while a test runs (root-layout.tsx): this is the one way out. */}
      <header className="border-b border-slate-200 bg-white" data-testid="test-screen-bar">
        <div className="mx-auto flex h-14 max-w-7xl items-center justify-between gap-3 px-4 sm:px-6 lg:px-8">
          <p className="flex min-w-0 items-center gap-2 text-sm font-semibold text-slate-600">
            <LogoMark className="size-8" />
            <span className="truncate">
              <Trans>Pathshala mock test</Trans>
            </span>
          </p>
          <Button variant="ghost" size="sm" aria-haspopup="dialog" onClick={() => setDialog('leave')}>
            <ArrowLeftIcon className="size-4" />
            <Trans>Leave test</Trans>
          </Button>
        </div>
      </header>
      <div className="sticky top-0 z-30 border-b border-slate-200 bg-white/95 backdrop-blur">
        <div className="mx-auto flex max-w-7xl items-center gap-3 px-4 py-3 sm:px-6 lg:px-8">
          <div className="min-w-0 flex-1">
            <p className="truncate text-xs font-semibold tracking-wide text-slate-500 uppercase">
              {attempt.title}
            </p>
            <h1 className="truncate text-base font-bold sm:text-lg" data-testid="attempt-section-title">
              <span className="sr-only sm:not-sr-only">
                <Trans>
                  Section {sectionNumber} of {sectionCount}:
                </Trans>{' '}
              </span>
              {section.title}
            </h1>
          </div>
          <AttemptTimer
            remaining={remaining}
            sectionTitle={section.title}
            durationSeconds={section.durationSeconds}
          />
          {coding ? null : (
            <Button
              variant="outline"
              size="sm"
              className="lg:hidden"
              aria-haspopup="dialog"
              aria-expanded={paletteOpen}
              onClick={() => setPaletteOpen(true)}
            >
              <span className="tabular-nums">
                {answeredHere}/{questions.length}
              </span>
              <span className="sr-only sm:not-sr-only">
                <Trans>Questions</Trans>
              </span>
              <span className="sr-only">
                {' '}
                <Trans>answered: open the question palette</Trans>
              </span>
            </Button>
          )}
        </div>
      </div>

      <div
        className={cn(
          'mx-auto grid gap-6 px-4 py-6 sm:px-6 lg:px-8',
          // A coding section gives the statement and the editor the whole width.
          coding ? 'max-w-[96rem]' : 'max-w-7xl lg:grid-cols-[minmax(0,1fr)_20rem]',
        )}
      >
        <div className="flex min-w-0 flex-col gap-6" ref={questionTopRef}>
          <div aria-live="polite" className="empty:hidden">
            {timeUp && !finishing ? (
              <p className="flex items-center gap-2 rounded-xl bg-accent-50 px-4 py-3 text-sm font-semibold text-accent-900 ring-1 ring-accent-200">
                <Spinner />
                <Trans>Time is up for {sectionTitle}. Moving on…</Trans>
              </p>
            ) : notice ? (
              <p
                className="rounded-xl bg-brand-50 px-4 py-3 text-sm font-medium text-brand-900 ring-1 ring-brand-100"
                data-testid="attempt-notice"
              >
                {notice}
              </p>
            ) : null}
          </div>

          {coding ? (
            <section
              aria-label={t`Coding problems`}
              className="rounded-card bg-white p-5 shadow-card ring-1 ring-slate-200/70 sm:p-8"
              data-testid="coding-section"
            >
              <CodingSection
                attemptId={attemptId}
                sectionIndex={section.index}
                locked={locked}
                onSubmitted={() => void refreshAttempt()}
              />
            </section>
          ) : (
            <section
              aria-label={t`Question`}
              className="flex flex-col gap-8 rounded-card bg-white p-5 shadow-card ring-1 ring-slate-200/70 sm:p-8"
            >
              {current ? (
                <AttemptQuestion
                  key={current.id}
                  ref={headingRef}
                  question={current}
                  position={position}
                  total={questions.length}
                  locked={locked}
                  onChoose={(selected) => change(current, { selected })}
                  onValue={(value) => change(current, { value })}
                  onToggleMark={() => change(current, { markedForReview: !current.markedForReview })}
                  shownIn={languages.shownIn(current)}
                  onShowIn={(locale) => languages.show(current.id, locale)}
                />
              ) : (
                <p className="text-slate-600">
                  <Trans>This section has no questions.</Trans>
                </p>
              )}
              <nav
                aria-label={t`Question navigation`}
                className="flex items-center justify-between gap-3 border-t border-slate-100 pt-5"
              >
                <Button variant="outline" disabled={!previous} onClick={() => previous && goTo(previous)}>
                  <ArrowLeftIcon className="size-4" />
                  <Trans>Previous</Trans>
                </Button>
                <Button variant="outline" disabled={!following} onClick={() => following && goTo(following)}>
                  <Trans>Next</Trans>
                  <ArrowRightIcon className="size-4" />
                </Button>
              </nav>
            </section>
          )}

          <section
            aria-label={t`Section and test`}
            className="flex flex-col gap-4 rounded-card bg-white p-5 shadow-card ring-1 ring-slate-200/70 sm:flex-row sm:items-center sm:justify-between sm:p-6"
          >
            <p className="text-sm text-slate-600">
              <Trans>
                <span className="font-semibold text-slate-900 tabular-nums">
                  {answeredTotal} of {totalQuestions}
                </span>{' '}
                answered in the test
              </Trans>
            </p>
            <div className="flex flex-col-reverse gap-3 sm:flex-row">
              {!isLastSection && nextUp ? (
                <Button variant="outline" disabled={locked} onClick={() => setDialog('next-section')}>
                  <Trans>Next section</Trans>
                  <ArrowRightIcon className="size-4" />
                </Button>
              ) : null}
              <Button disabled={finishing} onClick={() => setDialog('submit')}>
                <Trans>Submit test</Trans>
              </Button>
            </div>
          </section>

          <p className="flex flex-col gap-3 rounded-xl bg-white px-4 py-3 text-sm text-slate-600 ring-1 ring-slate-200/70 sm:flex-row sm:items-center sm:justify-between">
            <span data-testid="integrity-note">
              {tabSwitches + fullscreenExits > 0 ? (
                <Trans>
                  Switching tabs and leaving fullscreen are counted and shown on your result (so far:{' '}
                  <Plural value={tabSwitches} one="# tab switch" other="# tab switches" />,{' '}
                  <Plural value={fullscreenExits} one="# fullscreen exit" other="# fullscreen exits" />
                  ).
                </Trans>
              ) : (
                <Trans>Switching tabs and leaving fullscreen are counted and shown on your result.</Trans>
              )}
            </span>
            {integrity.fullscreenSupported && !integrity.fullscreen ? (
              <Button
                variant="ghost"
                size="sm"
                onClick={integrity.enterFullscreen}
                className="self-start sm:self-auto"
              >
                <Trans>Enter fullscreen</Trans>
              </Button>
            ) : null}
          </p>
        </div>

        {coding ? null : (
          <aside
            aria-label={t`Question palette`}
            className="hidden self-start rounded-card bg-white p-5 shadow-card ring-1 ring-slate-200/70 lg:sticky lg:top-24 lg:block"
          >
            {palette}
          </aside>
        )}
      </div>

      <Dialog
        open={paletteOpen}
        onClose={() => setPaletteOpen(false)}
        title={t`Questions`}
        placement="right"
        data-testid="palette-drawer"
      >
        {palette}
      </Dialog>

      <Dialog
        open={dialog === 'next-section'}
        onClose={() => setDialog(null)}
        title={nextTitle !== undefined ? t`Move on to ${nextTitle}?` : t`Move on?`}
        data-testid="next-section-dialog"
      >
        <p className="text-slate-700">
          <Trans>
            Your answers in <strong>{sectionTitle}</strong> get locked: you cannot come back to this section.
          </Trans>{' '}
          {coding ? (
            minutesLeft !== null ? (
              <Trans>
                You have submitted code for {answeredHere} of {itemsHere} problems in it and have{' '}
                {minutesLeft} min left.
              </Trans>
            ) : (
              <Trans>
                You have submitted code for {answeredHere} of {itemsHere} problems in it.
              </Trans>
            )
          ) : minutesLeft !== null ? (
            <Trans>
              You have answered {answeredHere} of {itemsHere} questions in it and have {minutesLeft} min left.
            </Trans>
          ) : (
            <Trans>
              You have answered {answeredHere} of {itemsHere} questions in it.
            </Trans>
          )}
        </p>
        <div className="mt-8 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="ghost" onClick={() => setDialog(null)}>
            <Trans>Stay here</Trans>
          </Button>
          <Button onClick={confirmNextSection} loading={moveOn.isPending}>
            <Trans>Lock answers and move on</Trans>
          </Button>
        </div>
      </Dialog>

      <Dialog
        open={dialog === 'leave'}
        onClose={() => setDialog(null)}
        title={t`Leave the test?`}
        description={
          <Trans>
            <strong className="font-semibold text-slate-900">
              The timer keeps running while you are away.
            </strong>{' '}
            {sectionTitle} ends at its time whether you are here or not, and when the last section ends the
            test is submitted with the answers you have saved. Until then you can come back to it from Mock
            tests.
          </Trans>
        }
        data-testid="leave-test-dialog"
      >
        <div className="mt-4 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="ghost" onClick={() => setDialog(null)}>
            <Trans>Stay in the test</Trans>
          </Button>
          <Button variant="danger" onClick={leave}>
            <Trans>Leave test</Trans>
          </Button>
        </div>
      </Dialog>

      <Dialog
        open={dialog === 'submit'}
        onClose={() => setDialog(null)}
        title={t`Submit the test?`}
        data-testid="submit-dialog"
      >
        <dl className="grid grid-cols-3 gap-3 text-center">
          <div className="rounded-xl bg-emerald-50 px-2 py-3">
            <dt className="text-xs font-medium text-emerald-800">
              <Trans>Answered</Trans>
            </dt>
            <dd className="text-2xl font-bold text-emerald-900 tabular-nums" data-testid="submit-answered">
              {answeredTotal}
            </dd>
          </div>
          <div className="rounded-xl bg-slate-100 px-2 py-3">
            <dt className="text-xs font-medium text-slate-600">
              <Trans>Not answered</Trans>
            </dt>
            <dd className="text-2xl font-bold text-slate-900 tabular-nums" data-testid="submit-unanswered">
              {totalQuestions - answeredTotal}
            </dd>
          </div>
          <div className="rounded-xl bg-violet-50 px-2 py-3">
            <dt className="text-xs font-medium text-violet-800">
              <Trans>Marked for review</Trans>
            </dt>
            <dd className="text-2xl font-bold text-violet-900 tabular-nums" data-testid="submit-marked">
              {markedTotal}
            </dd>
          </div>
        </dl>
        <p className="mt-4 text-sm text-slate-600">
          {upcoming.length > 0 ? (
            <>
              <Trans>Sections you have not reached ({unreached}) count as unanswered.</Trans>{' '}
            </>
          ) : null}
          <Trans>Once submitted, you cannot change any answer.</Trans>
        </p>
        <div className="mt-8 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="ghost" onClick={() => setDialog(null)}>
            <Trans>Keep going</Trans>
          </Button>
          <Button onClick={confirmSubmit} loading={submit.isPending}>
            <Trans>Submit test</Trans>
          </Button>
        </div>
      </Dialog>
    </div>
  );
}

function RunnerSkeleton() {
  const { t } = useLingui();
  return (
    <div
      role="status"
      aria-label={t`Loading your test`}
      className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-8 sm:px-6 lg:px-8"
    >
      <Skeleton className="h-10 w-2/3" />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <Skeleton className="h-96 w-full rounded-card" />
        <Skeleton className="hidden h-72 w-full rounded-card lg:block" />
      </div>
    </div>
  );
}

/** /mock-tests/attempts/:attemptId — the timed test. Everything on screen comes from the server, so a reload resumes. */
export function AttemptRunnerRoute({ attemptId }: { attemptId: string }) {
  const { t, i18n } = useLingui();
  const attempt = useAttempt(attemptId);
  const navigate = useNavigate();
  const redirectToLogin = useLoginRedirect();
  useDocumentTitle(attempt.data?.title ?? t`Mock test`);

  const status = attempt.data?.status;
  const sawRunning = useRef(false);
  useEffect(() => {
    if (status === 'in_progress') sawRunning.current = true;
    if (status !== 'submitted') return;
    // The server ended it while the learner was here: the last section's time ran out.
    if (sawRunning.current) toast.info(t`Time is up. Your test has been submitted with your saved answers.`);
    navigate(paths.mockAttemptResult(attemptId), { replace: true });
  }, [status, attemptId, navigate, t]);

  useEffect(() => {
    if (isUnauthorized(attempt.error)) void redirectToLogin();
  }, [attempt.error, redirectToLogin]);

  if (attempt.isPending) return <RunnerSkeleton />;
  if (attempt.isError) {
    return (
      <section className="mx-auto flex max-w-xl flex-col items-center gap-5 px-4 py-24 text-center">
        <h1 className="text-3xl font-extrabold tracking-tight">
          <Trans>We could not open this test</Trans>
        </h1>
        <p role="alert" className="text-lg text-slate-600">
          {errorMessage(i18n, attempt.error)}
        </p>
        <div className="flex flex-wrap justify-center gap-3">
          <Button size="lg" onClick={() => void attempt.refetch()}>
            <Trans>Try again</Trans>
          </Button>
          <ButtonLink to={paths.mockTests} size="lg" variant="outline">
            <Trans>All mock tests</Trans>
          </ButtonLink>
        </div>
      </section>
    );
  }
  if (attempt.data.status === 'submitted' || attempt.data.currentSection === null) {
    return (
      <div className="flex justify-center py-24">
        <Spinner label={t`Opening your result`} className="text-2xl text-brand-700" />
      </div>
    );
  }
  return <AttemptRunner attempt={attempt.data} refetch={() => attempt.refetch({ cancelRefetch: false })} />;
}
