import { Trans, useLingui } from '@lingui/react/macro';
import { QA_FILTERS, type QaFilter } from '@pathshala/shared/qa';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { useTranslateText } from '@/hooks/use-translate-text';
import { cn } from '@/utils/cn';
import { questionsQueryOptions } from '../api/qa';
import { QuestionItem } from '../components/qa-panel';

/** A course's questions across its lectures, searched and filtered (/courses/:courseId/questions). */
export function CourseQuestionsRoute() {
  const { t } = useLingui();
  const shown = useTranslateText();
  const { courseId = '' } = useParams();
  const [search, setSearch] = useState('');
  const [q, setQ] = useState('');
  const [filter, setFilter] = useState<QaFilter>('all');
  const [page, setPage] = useState(1);
  const list = useQuery(questionsQueryOptions(courseId, { q, filter, page }));
  const labels: Record<QaFilter, string> = {
    all: t`All`,
    unanswered: t`Unanswered`,
    mine: t`My questions`,
    following: t`Following`,
  };
  const pages = list.data ? Math.max(1, Math.ceil(list.data.total / list.data.pageSize)) : 1;
  return (
    <main className="mx-auto max-w-3xl space-y-4 px-4 py-8">
      <h1 className="text-2xl font-bold text-slate-900">
        <Trans>Course Q&A</Trans>
      </h1>
      <form
        className="flex gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          setQ(search.trim());
          setPage(1);
        }}
      >
        <Input
          label={t`Search questions`}
          hideLabel
          placeholder={t`Search questions`}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          containerClassName="flex-1"
        />
        <Button type="submit">
          <Trans>Search</Trans>
        </Button>
      </form>
      <fieldset className="flex flex-wrap gap-2" aria-label={t`Filter`}>
        {QA_FILTERS.map((value) => (
          <button
            key={value}
            type="button"
            aria-pressed={filter === value}
            onClick={() => {
              setFilter(value);
              setPage(1);
            }}
            className={cn(
              'rounded-full border px-3 py-1 text-sm',
              filter === value
                ? 'border-brand-700 bg-brand-700 text-white'
                : 'border-slate-300 text-slate-700',
            )}
          >
            {labels[value]}
          </button>
        ))}
      </fieldset>
      {list.isError ? (
        <p role="alert" className="text-slate-700">
          {shown(list.error instanceof Error ? list.error.message : '')}
        </p>
      ) : list.data ? (
        list.data.items.length === 0 ? (
          <p className="text-slate-600">
            <Trans>No questions found.</Trans>
          </p>
        ) : (
          <ul className="space-y-3">
            {list.data.items.map((question) => (
              <li key={question.id} className="list-none">
                <p className="mb-1 text-xs text-slate-500">{question.lectureTitle}</p>
                <ul>
                  <QuestionItem question={question} canPost={list.data.canPost} />
                </ul>
              </li>
            ))}
          </ul>
        )
      ) : null}
      {pages > 1 ? (
        <div className="flex items-center gap-3">
          <Button size="sm" variant="outline" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            <Trans>Previous</Trans>
          </Button>
          <span className="text-sm text-slate-600">
            <Trans>
              Page {page} of {pages}
            </Trans>
          </span>
          <Button size="sm" variant="outline" disabled={page >= pages} onClick={() => setPage(page + 1)}>
            <Trans>Next</Trans>
          </Button>
        </div>
      ) : null}
    </main>
  );
}

export const Component = CourseQuestionsRoute;
