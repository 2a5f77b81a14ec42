import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Locale } from '@pathshala/shared/locales';
import type { AttemptResult } from '@pathshala/shared/practice';
import { practicePath } from '@pathshala/shared/practice-constants';
import { useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { cn } from '@/utils/cn';
import { languagesOf, useQuestionLanguages } from '../hooks/use-question-languages';
import { formatDuration, formatMarks, signedMarks } from '../utils/format';
import { AnswerChoices } from './answer-choices';
import { langOf, QuestionLanguageToggle } from './question-language-toggle';
import { QuestionPrompt } from './question-prompt';

type ReviewItem = AttemptResult['review'][number];
type Filter = 'all' | ReviewItem['outcome'] | 'marked';

const FILTERS: { value: Filter; label: MessageDescriptor }[] = [
  { value: 'all', label: msg`All` },
  { value: 'correct', label: msg`Correct` },
  { value: 'wrong', label: msg`Wrong` },
  { value: 'unanswered', label: msg`Unanswered` },
  { value: 'marked', label: msg`Marked` },
];

/** Questions drawn at once: a 50-question mock's solutions are long pages of text (and maybe figures). */
export const REVIEW_PAGE_SIZE = 10;

const matches = (item: ReviewItem, filter: Filter, section: number | null) =>
  (section === null || item.sectionIndex === section) &&
  (filter === 'all' || (filter === 'marked' ? item.markedForReview : item.outcome === filter));

const OUTCOME = {
  correct: { label: msg`Correct`, className: 'bg-emerald-50 text-emerald-800 ring-emerald-200' },
  wrong: { label: msg`Wrong`, className: 'bg-red-50 text-red-800 ring-red-200' },
  unanswered: { label: msg`Unanswered`, className: 'bg-slate-100 text-slate-700 ring-slate-200' },
} as const;

function ReviewQuestion({
  item,
  sectionTitle,
  topic,
  shownIn,
  onShowIn,
}: {
  item: ReviewItem;
  sectionTitle: string;
  topic: string;
  /** The language the question is shown in: the one the learner left it in during the test, else the page's. */
  shownIn: Locale;
  onShowIn: (locale: Locale) => void;
}) {
  const { t, i18n } = useLingui();
  const promptId = useId();
  const outcome = OUTCOME[item.outcome];
  // Stem, options and explanation follow the language chosen; the marks and the key are the same in each.
  const version = item.versions?.[shownIn];
  const textLang = version ? langOf(shownIn) : undefined;
  return (
    <article
      aria-labelledby={promptId}
      data-testid="review-question"
      data-outcome={item.outcome}
      className="flex flex-col gap-5 rounded-card bg-white p-5 shadow-card ring-1 ring-slate-200/70 sm:p-6"
    >
      <header className="flex flex-wrap items-center gap-2 text-xs font-semibold">
        <span className="text-sm font-bold text-slate-900">
          <Trans>Question {{ number: item.number }}</Trans>
        </span>
        <span className={cn('rounded-full px-2.5 py-1 ring-1', outcome.className)}>
          {i18n._(outcome.label)}
        </span>
        <span className="rounded-full bg-slate-100 px-2.5 py-1 text-slate-700 tabular-nums">
          <Trans>{{ marks: signedMarks(item.marks) }} marks</Trans>
        </span>
        <span className="text-slate-500">
          {sectionTitle} · {item.subtopic} · {formatDuration(i18n, item.timeSpentSeconds)}
        </span>
        <QuestionLanguageToggle
          languages={languagesOf(item)}
          shown={shownIn}
          onShow={onShowIn}
          className="ml-auto"
        />
      </header>
      <QuestionPrompt id={promptId} prompt={version?.prompt ?? item.prompt} lang={textLang} />
      {item.imageUrl ? (
        <img
          src={item.imageUrl}
          alt={t`Figure for question ${{ number: item.number }}`}
          className="max-h-80 w-auto self-start rounded-xl"
          loading="lazy"
        />
      ) : null}
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
            <dt className="text-xs font-semibold text-slate-600">
              <Trans>Your answer</Trans>
            </dt>
            <dd className="text-lg font-bold text-slate-900 tabular-nums">
              {item.value === null ? <Trans>Not answered</Trans> : formatMarks(item.value)}
            </dd>
          </div>
          <div className="rounded-xl bg-emerald-50 px-4 py-3 ring-1 ring-emerald-200">
            <dt className="text-xs font-semibold text-emerald-800">
              <Trans>Correct answer</Trans>
            </dt>
            <dd className="text-lg font-bold text-emerald-900 tabular-nums">
              {item.numericAnswer === null ? '—' : formatMarks(item.numericAnswer)}
            </dd>
          </div>
        </dl>
      ) : (
        <AnswerChoices
          kind={item.kind}
          options={version?.options ?? item.options}
          optionsLang={textLang}
          selected={item.selected}
          correctOptions={item.correctOptions}
          disabled
          labelledBy={promptId}
          instruction={item.outcome === 'unanswered' ? <Trans>You did not answer this one</Trans> : undefined}
        />
      )}
      <div className="rounded-xl bg-slate-50 px-4 py-3">
        <h3 className="text-sm font-semibold text-slate-700">
          <Trans>Explanation</Trans>
        </h3>
        <p
          lang={textLang}
          className="mt-1 leading-7 whitespace-pre-line text-slate-800"
          data-testid="review-explanation"
        >
          {version?.explanation ?? item.explanation}
        </p>
      </div>
      <Link
        to={practicePath(topic, item.subtopic)}
        className="self-start rounded-md text-sm font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800"
      >
        <Trans>Practise {{ subtopic: item.subtopic }}</Trans>
      </Link>
    </article>
  );
}

/**
 * Every question with the learner's answer, the right one, the marks and the worked solution: filtered by outcome
 * (or marked for review) and by section, ten to a page.
 */
export function SolutionsReview({ result }: { result: AttemptResult }) {
  const { t, i18n } = useLingui();
  const [filter, setFilter] = useState<Filter>('all');
  const [section, setSection] = useState<number | null>(null);
  const [page, setPage] = useState(1);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const sectionLabelId = useId();
  const languages = useQuestionLanguages(result.attemptId);
  const countOf = (value: Filter) => result.review.filter((item) => matches(item, value, section)).length;
  const shown = result.review.filter((item) => matches(item, filter, section));
  const pages = Math.max(1, Math.ceil(shown.length / REVIEW_PAGE_SIZE));
  const current = Math.min(page, pages);
  const first = (current - 1) * REVIEW_PAGE_SIZE;
  const onPage = shown.slice(first, first + REVIEW_PAGE_SIZE);

  const choose = (next: { filter?: Filter; section?: number | null }) => {
    if (next.filter !== undefined) setFilter(next.filter);
    if (next.section !== undefined) setSection(next.section);
    setPage(1);
  };
  const turn = (to: number) => {
    setPage(to);
    // The new page starts at the top: the heading above the filters takes the focus, as a new page would.
    headingRef.current?.scrollIntoView({ block: 'start' });
    headingRef.current?.focus({ preventScroll: true });
  };

  return (
    <section aria-labelledby="solutions-heading" className="flex flex-col gap-4">
      <div className="flex flex-col gap-4 lg:flex-row lg:items-end lg:justify-between">
        <h2
          id="solutions-heading"
          ref={headingRef}
          tabIndex={-1}
          className="scroll-mt-24 text-title font-bold outline-none"
        >
          <Trans>Solutions</Trans>
        </h2>
        <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-center">
          {result.sections.length > 1 ? (
            <label className="flex items-center gap-2 text-sm font-semibold text-slate-700">
              <span id={sectionLabelId}>
                <Trans>Section</Trans>
              </span>
              <select
                aria-labelledby={sectionLabelId}
                value={section === null ? '' : String(section)}
                onChange={(event) =>
                  choose({ section: event.target.value === '' ? null : Number(event.target.value) })
                }
                className="h-9 rounded-lg border border-slate-300 bg-white px-2 text-sm font-medium text-slate-900"
              >
                <option value="">{t`All sections`}</option>
                {result.sections.map((entry, index) => (
                  <option key={entry.title} value={index}>
                    {entry.title}
                  </option>
                ))}
              </select>
            </label>
          ) : null}
          <fieldset className="flex flex-wrap gap-2">
            <legend className="sr-only">
              <Trans>Show questions</Trans>
            </legend>
            {FILTERS.map((option) => (
              <button
                key={option.value}
                type="button"
                aria-pressed={filter === option.value}
                onClick={() => choose({ filter: option.value })}
                className={cn(
                  'inline-flex items-center gap-2 rounded-full px-3.5 py-1.5 text-sm font-semibold ring-1 transition-colors',
                  filter === option.value
                    ? 'bg-brand-700 text-white ring-brand-700'
                    : 'bg-white text-slate-700 ring-slate-300 hover:bg-slate-50',
                )}
              >
                {i18n._(option.label)}
                <span className="tabular-nums opacity-80">{countOf(option.value)}</span>
              </button>
            ))}
          </fieldset>
        </div>
      </div>
      {shown.length === 0 ? (
        <p className="rounded-card bg-slate-50 px-6 py-10 text-center text-slate-600">
          <Trans>No questions here.</Trans>
        </p>
      ) : (
        <>
          <p className="text-sm text-slate-600" data-testid="review-range" aria-live="polite">
            <Trans>
              Questions {{ from: first + 1 }}–{{ to: first + onPage.length }} of {{ total: shown.length }}
            </Trans>
          </p>
          <ol className="flex flex-col gap-4" aria-label={t`Questions and solutions`}>
            {onPage.map((item) => (
              <li key={item.id}>
                <ReviewQuestion
                  item={item}
                  topic={item.topic}
                  sectionTitle={result.sections[item.sectionIndex]?.title ?? ''}
                  shownIn={languages.shownIn(item)}
                  onShowIn={(locale) => languages.show(item.id, locale)}
                />
              </li>
            ))}
          </ol>
          {pages > 1 ? (
            <nav
              aria-label={t`Solutions pages`}
              className="flex items-center justify-between gap-3 rounded-card bg-white px-4 py-3 ring-1 ring-slate-200"
            >
              <button
                type="button"
                disabled={current === 1}
                onClick={() => turn(current - 1)}
                className="h-10 rounded-lg px-3 text-sm font-semibold text-brand-800 ring-1 ring-slate-300 hover:bg-slate-50 disabled:cursor-not-allowed disabled:opacity-50"
              >
                <Trans>Previous</Trans>
              </button>
              <span className="text-sm text-slate-700 tabular-nums" data-testid="review-page">
                <Trans>
                  Page {current} of {pages}
                </Trans>
              </span>
              <button
                type="button"
                disabled={current === pages}
                onClick={() => turn(current + 1)}
                className="h-10 rounded-lg px-3 text-sm font-semibold text-brand-800 ring-1 ring-slate-300 hover:bg-slate-50 disabled:cursor-not-allowed disabled:opacity-50"
              >
                <Trans>Next</Trans>
              </button>
            </nav>
          ) : null}
        </>
      )}
    </section>
  );
}
