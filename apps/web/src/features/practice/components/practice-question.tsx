import { Trans, useLingui } from '@lingui/react/macro';
import type { PracticeAnswer, QuestionView } from '@pathshala/shared/practice';
import { type FormEvent, useId, useLayoutEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { CheckIcon, CloseIcon } from '@/components/ui/icons';
import { Input } from '@/components/ui/input';
import { toast } from '@/lib/toast';
import { cn } from '@/utils/cn';
import { useAnswerQuestion } from '../api/answer-question';
import { errorMessage, isUnauthorized, useLoginRedirect } from '../hooks/use-login-redirect';
import { DIFFICULTY_NAMES } from '../texts';
import { formatMarks, fromNow, parseNumber } from '../utils/format';
import { AnswerChoices } from './answer-choices';
import { QuestionPrompt } from './question-prompt';

const DIFFICULTY_TONE = {
  easy: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  medium: 'bg-accent-50 text-accent-900 ring-accent-200',
  hard: 'bg-red-50 text-red-800 ring-red-200',
} as const;

function Feedback({ outcome, kind }: { outcome: PracticeAnswer; kind: QuestionView['kind'] }) {
  const { t, i18n } = useLingui();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const numericAnswer = outcome.numericAnswer === null ? '' : formatMarks(outcome.numericAnswer);
  const nextReview = fromNow(i18n, outcome.nextReviewAt);
  // Move the reader to the verdict, which also brings "Next question" next in the tab order.
  useLayoutEffect(() => headingRef.current?.focus(), []);
  return (
    <section
      aria-label={t`Feedback`}
      data-testid="practice-feedback"
      className={cn(
        'flex flex-col gap-3 rounded-xl px-5 py-4 ring-1',
        outcome.correct ? 'bg-emerald-50 ring-emerald-200' : 'bg-red-50 ring-red-200',
      )}
    >
      <h3
        ref={headingRef}
        tabIndex={-1}
        className={cn(
          'flex items-center gap-2 text-lg font-bold',
          outcome.correct ? 'text-emerald-800' : 'text-red-800',
        )}
      >
        {outcome.correct ? <CheckIcon className="size-5" /> : <CloseIcon className="size-5" />}
        {outcome.correct ? <Trans>Correct</Trans> : <Trans>Not quite</Trans>}
      </h3>
      {kind === 'numeric' && outcome.numericAnswer !== null ? (
        <p className="font-semibold text-slate-900">
          <Trans>Correct answer: {numericAnswer}</Trans>
        </p>
      ) : null}
      <div>
        <h4 className="text-sm font-semibold text-slate-700">
          <Trans>Explanation</Trans>
        </h4>
        <p className="mt-1 leading-7 whitespace-pre-line text-slate-800">{outcome.explanation}</p>
      </div>
      <p className="text-sm text-slate-600">
        {outcome.correct ? (
          <Trans>You will see this question again {nextReview}.</Trans>
        ) : (
          <Trans>This question comes back {nextReview}.</Trans>
        )}
      </p>
    </section>
  );
}

interface PracticeQuestionProps {
  question: QuestionView;
  review: boolean;
  onNext: () => void;
}

/** One practice question: answer, "I'm not sure", instant feedback with the explanation, then the next one. */
export function PracticeQuestion({ question, review, onNext }: PracticeQuestionProps) {
  const { t, i18n } = useLingui();
  const promptId = useId();
  const answer = useAnswerQuestion();
  const redirectToLogin = useLoginRedirect();
  const [selected, setSelected] = useState<number[]>([]);
  const [typed, setTyped] = useState('');
  const [unsure, setUnsure] = useState(false);
  const outcome = answer.data;
  const value = parseNumber(typed);
  const ready = question.kind === 'numeric' ? value !== null : selected.length > 0;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!ready || outcome) return;
    answer.mutate(
      {
        questionId: question.id,
        ...(question.kind === 'numeric' ? { value: value ?? 0 } : { selected }),
        unsure,
      },
      {
        onError: (error) => {
          if (isUnauthorized(error)) void redirectToLogin();
          else toast.error(errorMessage(i18n, error));
        },
      },
    );
  };

  return (
    <article
      aria-labelledby={promptId}
      data-testid="practice-question"
      className="flex flex-col gap-6 rounded-card bg-white p-5 shadow-card ring-1 ring-slate-200/70 sm:p-8"
    >
      <div className="flex flex-wrap items-center gap-2 text-xs font-semibold">
        {review ? (
          <span
            data-testid="review-badge"
            className="rounded-full bg-brand-700 px-2.5 py-1 text-white"
            title={t`You answered this one before; it is back for review`}
          >
            <Trans>Review</Trans>
          </span>
        ) : null}
        <span className="rounded-full bg-slate-100 px-2.5 py-1 text-slate-700">{question.subtopic}</span>
        <span
          className={cn('rounded-full px-2.5 py-1 capitalize ring-1', DIFFICULTY_TONE[question.difficulty])}
        >
          {i18n._(DIFFICULTY_NAMES[question.difficulty])}
        </span>
      </div>
      <QuestionPrompt id={promptId} prompt={question.prompt} />
      {question.imageUrl ? (
        <img
          src={question.imageUrl}
          alt={t`Figure for this question`}
          className="max-h-80 w-auto self-start rounded-xl"
          loading="lazy"
        />
      ) : null}
      <form onSubmit={submit} className="flex flex-col gap-6">
        {question.kind === 'numeric' ? (
          <Input
            label={t`Your answer`}
            hint={t`Enter a number`}
            type="number"
            step="any"
            inputMode="decimal"
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            disabled={Boolean(outcome)}
            containerClassName="max-w-xs"
          />
        ) : (
          <AnswerChoices
            kind={question.kind}
            options={question.options}
            selected={selected}
            onChange={setSelected}
            disabled={Boolean(outcome) || answer.isPending}
            correctOptions={outcome?.correctOptions}
            labelledBy={promptId}
          />
        )}
        {outcome ? null : (
          <div className="flex flex-col gap-4 border-t border-slate-100 pt-5 sm:flex-row sm:items-center sm:justify-between">
            <Checkbox
              label={<Trans>I'm not sure</Trans>}
              hint={<Trans>A lucky guess comes back sooner.</Trans>}
              checked={unsure}
              onChange={(event) => setUnsure(event.target.checked)}
            />
            <Button type="submit" size="lg" disabled={!ready} loading={answer.isPending}>
              <Trans>Submit</Trans>
            </Button>
          </div>
        )}
      </form>
      {outcome ? (
        <>
          <Feedback outcome={outcome} kind={question.kind} />
          <div className="flex justify-end">
            <Button size="lg" onClick={onNext}>
              <Trans>Next question</Trans>
            </Button>
          </div>
        </>
      ) : null}
    </article>
  );
}
