import type { AdminCodingProblemSummary } from '@pathshala/shared/admin-coding';
import { CODING_DIFFICULTIES } from '@pathshala/shared/coding-constants';
import { Link } from 'react-router';
import { ButtonLink } from '@/components/ui/button';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { type CodingProblemsParams, useCodingProblems } from '../api/get-coding-problems';
import { Badge } from '../components/badge';
import { PlusIcon } from '../components/console-icons';
import { ConsoleListPage } from '../components/console-list-page';
import type { Column } from '../components/data-table';
import { FilterSelect } from '../components/filters';
import { useTableState } from '../hooks/use-table-state';
import { consolePaths } from '../utils/console-paths';
import { formatCount, formatDate } from '../utils/format';
import { DIFFICULTY_LABEL, DIFFICULTY_OPTIONS, DIFFICULTY_TONE } from '../utils/practice-labels';

const TABLE = {
  sorts: ['updatedAt', 'title', 'difficulty'],
  ascendingFirst: ['title', 'difficulty'],
  filters: { difficulty: CODING_DIFFICULTIES, state: ['published', 'draft'] },
} as const;

const STATE_OPTIONS = [
  { value: 'published', label: 'Published' },
  { value: 'draft', label: 'Draft' },
];

const COLUMNS: readonly Column<AdminCodingProblemSummary, CodingProblemsParams['sort']>[] = [
  {
    id: 'title',
    header: 'Problem',
    sort: 'title',
    rowHeader: true,
    className: 'min-w-56 max-w-md',
    cell: (problem) => (
      <span className="flex flex-col gap-0.5">
        <Link
          to={consolePaths.codingProblem(problem.id)}
          className="rounded font-semibold break-words text-brand-800 underline-offset-4 hover:underline"
        >
          {problem.title}
        </Link>
        <span className="font-mono text-xs text-slate-500">{problem.slug}</span>
      </span>
    ),
  },
  {
    id: 'difficulty',
    header: 'Difficulty',
    sort: 'difficulty',
    cell: (problem) => (
      <Badge tone={DIFFICULTY_TONE[problem.difficulty]}>{DIFFICULTY_LABEL[problem.difficulty]}</Badge>
    ),
  },
  {
    id: 'topics',
    header: 'Topics',
    className: 'min-w-32',
    cell: (problem) => problem.topics.join(', ') || '—',
  },
  { id: 'tests', header: 'Tests', numeric: true, cell: (problem) => formatCount(problem.testCount) },
  { id: 'samples', header: 'Samples', numeric: true, cell: (problem) => formatCount(problem.sampleCount) },
  {
    id: 'submissions',
    header: 'Submissions',
    numeric: true,
    cell: (problem) => formatCount(problem.submissionCount),
  },
  {
    id: 'state',
    header: 'State',
    cell: (problem) =>
      problem.published ? <Badge tone="green">Published</Badge> : <Badge tone="slate">Draft</Badge>,
  },
  {
    id: 'updated',
    header: 'Updated',
    sort: 'updatedAt',
    className: 'whitespace-nowrap',
    cell: (problem) => <time dateTime={problem.updatedAt}>{formatDate(problem.updatedAt)}</time>,
  },
];

/** /admin/coding/problems: the coding problem bank, drafts and published, searched and filtered by the server. */
export function AdminCodingProblemsRoute() {
  useDocumentTitle('Coding problems');
  const table = useTableState(TABLE);
  const problems = useCodingProblems(table.params as CodingProblemsParams);

  return (
    <ConsoleListPage
      title="Coding problems"
      intro="The problems learners solve with the judge. A new problem is a draft until it has tests and is published."
      actions={
        <ButtonLink to={consolePaths.newCodingProblem}>
          <PlusIcon className="size-4.5" />
          New problem
        </ButtonLink>
      }
      table={table}
      search={{ label: 'Search problems', placeholder: 'Title or slug' }}
      filters={
        <>
          <FilterSelect
            label="Difficulty"
            allLabel="Every difficulty"
            {...table.filterProps('difficulty')}
            options={DIFFICULTY_OPTIONS}
          />
          <FilterSelect
            label="State"
            allLabel="Published and drafts"
            {...table.filterProps('state')}
            options={STATE_OPTIONS}
          />
        </>
      }
      noun="problems"
      query={problems}
      columns={COLUMNS}
      rowKey={(problem) => problem.id}
      empty={{
        filtered: 'No problems match this search.',
        none: 'No coding problems yet: add the first one.',
      }}
      minWidthClassName="min-w-[56rem]"
      data-testid="coding-problems-table"
    />
  );
}
