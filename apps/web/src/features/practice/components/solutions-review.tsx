import type { AttemptResult } from '@pathshala/shared/practice';
import { practicePath } from '@pathshala/shared/practice-constants';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { cn } from '@/utils/cn';
import { formatDuration, formatMarks, signedMarks } from '../utils/format';
import { AnswerChoices } from './answer-choices';
import { QuestionPrompt } from './question-prompt';

type ReviewItem = AttemptResult['review'][number];
type Filter = 'all' | ReviewItem['outcome'];

const FILTERS: { value: Filter; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'correct', label: 'Correct' },
  { value: 'wrong', label: 'Wrong' },
  { value: 'unanswered', label: 'Unanswered' },
];

const OUTCOME = {
  correct: { label: 'Correct', className: 'bg-emerald-50 text-emerald-800 ring-emerald-200' },
  wrong: { label: 'Wrong', className: 'bg-red-50 text-red-800 ring-red-200' },
  unanswered: { label: 'Unanswered', className: 'bg-slate-100 text-slate-700 ring-slate-200' },
} as const;

function ReviewQuestion({
  item,
  sectionTitle,
  topic,
}: {
  item: ReviewItem;
  sectionTitle: string;
  topic: string;
}) {
  const promptId = useId();
  const outcome = OUTCOME[item.outcome];
  return (
    <article
      aria-labelledby={promptId}
      data-testid="review-question"
      data-outcome={item.outcome}
      className="flex flex-col gap-5 rounded-card bg-white p-5 shadow-card ring-1 ring-slate-200/70 sm:p-6"
    >
      <header className="flex flex-wrap items-center gap-2 text-xs font-semibold">
        <span className="text-sm font-bold text-slate-900">Question {item.number}</span>
        <span className={cn('rounded-full px-2.5 py-1 ring-1', outcome.className)}>{outcome.label}</span>
        <span className="rounded-full bg-slate-100 px-2.5 py-1 text-slate-700 tabular-nums">
          {signedMarks(item.marks)} marks
        </span>
        <span className="text-slate-500">
          {sectionTitle} · {item.subtopic} · {formatDuration(item.timeSpentSeconds)}
        </span>
      </header>
      <QuestionPrompt id={promptId} prompt={item.prompt} />
      {item.kind === 'numeric' ? (
        <dl className="grid gap-3 sm:grid-cols-2">
          <div
            className={cn(
              'rounded-xl px-4 py-3 ring-1',
              item.outcome === 'correct'
                ? 'bg-emerald-50 ring-emerald-200'
                : item.outcome === 'wrong'
                  ? 'bg-red-50 ring-red-200'
                  : 'bg-slate-50 ring-slate-200',
            )}
          >
            <dt className="text-xs font-semibold text-slate-600">Your answer</dt>
            <dd className="text-lg font-bold text-slate-900 tabular-nums">
              {item.value === null ? 'Not answered' : formatMarks(item.value)}
            </dd>
          </div>
          <div className="rounded-xl bg-emerald-50 px-4 py-3 ring-1 ring-emerald-200">
            <dt className="text-xs font-semibold text-emerald-800">Correct answer</dt>
            <dd className="text-lg font-bold text-emerald-900 tabular-nums">
              {item.numericAnswer === null ? '—' : formatMarks(item.numericAnswer)}
            </dd>
          </div>
        </dl>
      ) : (
        <AnswerChoices
          kind={item.kind}
          options={item.options}
          selected={item.selected}
          correctOptions={item.correctOptions}
          disabled
          labelledBy={promptId}
          instruction={item.outcome === 'unanswered' ? 'You did not answer this one' : undefined}
        />
      )}
      <div className="rounded-xl bg-slate-50 px-4 py-3">
        <h3 className="text-sm font-semibold text-slate-700">Explanation</h3>
        <p className="mt-1 leading-7 whitespace-pre-line text-slate-800" data-testid="review-explanation">
          {item.explanation}
        </p>
      </div>
      <Link
        to={practicePath(topic, item.subtopic)}
        className="self-start rounded-md text-sm font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800"
      >
        Practise {item.subtopic}
      </Link>
    </article>
  );
}

/** Every question with the learner's answer, the right one, the marks and the worked solution. */
export function SolutionsReview({ result }: { result: AttemptResult }) {
  const [filter, setFilter] = useState<Filter>('all');
  const countOf = (value: Filter) =>
    value === 'all' ? result.review.length : result.review.filter((item) => item.outcome === value).length;
  const shown = filter === 'all' ? result.review : result.review.filter((item) => item.outcome === filter);
  return (
    <section aria-labelledby="solutions-heading" className="flex flex-col gap-4">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <h2 id="solutions-heading" className="text-title font-bold">
          Solutions
        </h2>
        <fieldset className="flex flex-wrap gap-2">
          <legend className="sr-only">Show questions</legend>
          {FILTERS.map((option) => (
            <button
              key={option.value}
              type="button"
              aria-pressed={filter === option.value}
              onClick={() => setFilter(option.value)}
              className={cn(
                'inline-flex items-center gap-2 rounded-full px-3.5 py-1.5 text-sm font-semibold ring-1 transition-colors',
                filter === option.value
                  ? 'bg-brand-700 text-white ring-brand-700'
                  : 'bg-white text-slate-700 ring-slate-300 hover:bg-slate-50',
              )}
            >
              {option.label}
              <span className="tabular-nums opacity-80">{countOf(option.value)}</span>
            </button>
          ))}
        </fieldset>
      </div>
      {shown.length === 0 ? (
        <p className="rounded-card bg-slate-50 px-6 py-10 text-center text-slate-600">No questions here.</p>
      ) : (
        <ol className="flex flex-col gap-4" aria-label="Questions and solutions">
          {shown.map((item) => (
            <li key={item.id}>
              <ReviewQuestion
                item={item}
                topic={item.topic}
                sectionTitle={result.sections[item.sectionIndex]?.title ?? ''}
              />
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
