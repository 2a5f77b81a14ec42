import type { AdminQuestion } from '@pathshala/shared/admin-practice';
import {
  PRACTICE_TOPIC_LABELS,
  PRACTICE_TOPICS,
  QUESTION_DIFFICULTIES,
  QUESTION_KINDS,
} from '@pathshala/shared/practice-constants';
import { Link } from 'react-router';
import { ButtonLink } from '@/components/ui/button';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { type QuestionsParams, useQuestions } from '../api/get-questions';
import { Badge } from '../components/badge';
import { PlusIcon, UploadIcon } from '../components/console-icons';
import { ConsoleListPage } from '../components/console-list-page';
import type { Column } from '../components/data-table';
import { FilterSelect } from '../components/filters';
import { useTableState } from '../hooks/use-table-state';
import { consolePaths } from '../utils/console-paths';
import { formatCount, formatDate } from '../utils/format';
import {
  DIFFICULTY_LABEL,
  DIFFICULTY_OPTIONS,
  DIFFICULTY_TONE,
  KIND_LABEL,
  KIND_OPTIONS,
  TOPIC_OPTIONS,
} from '../utils/practice-labels';

const TABLE = {
  sorts: ['updatedAt', 'subtopic', 'key'],
  ascendingFirst: ['subtopic', 'key'],
  filters: {
    topic: PRACTICE_TOPICS,
    difficulty: QUESTION_DIFFICULTIES,
    kind: QUESTION_KINDS,
    archived: ['true', 'false'],
  },
} as const;

const ARCHIVED_OPTIONS = [
  { value: 'false', label: 'In use' },
  { value: 'true', label: 'Archived' },
];

const COLUMNS: readonly Column<AdminQuestion, QuestionsParams['sort']>[] = [
  {
    id: 'key',
    header: 'Question',
    sort: 'key',
    rowHeader: true,
    className: 'min-w-56 max-w-md',
    // The key opens the editor; the prompt's start says which question it is.
    cell: (question) => (
      <span className="flex flex-col gap-0.5">
        <Link
          to={consolePaths.question(question.key)}
          className="rounded font-mono text-[0.8125rem] font-semibold break-words text-brand-800 underline-offset-4 hover:underline"
        >
          {question.key}
        </Link>
        <span className="line-clamp-2 font-normal text-slate-600">{question.prompt}</span>
      </span>
    ),
  },
  {
    id: 'topic',
    header: 'Topic',
    className: 'min-w-28',
    cell: (question) => PRACTICE_TOPIC_LABELS[question.topic],
  },
  {
    id: 'subtopic',
    header: 'Subtopic',
    sort: 'subtopic',
    className: 'min-w-24',
    cell: (question) => question.subtopic,
  },
  {
    id: 'difficulty',
    header: 'Difficulty',
    cell: (question) => (
      <Badge tone={DIFFICULTY_TONE[question.difficulty]}>{DIFFICULTY_LABEL[question.difficulty]}</Badge>
    ),
  },
  {
    id: 'kind',
    header: 'Kind',
    cell: (question) => KIND_LABEL[question.kind],
  },
  {
    id: 'tests',
    header: 'In tests',
    numeric: true,
    cell: (question) => formatCount(question.usedInTests),
  },
  {
    id: 'state',
    header: 'State',
    cell: (question) =>
      question.archived ? <Badge tone="slate">Archived</Badge> : <Badge tone="green">In use</Badge>,
  },
  {
    id: 'updated',
    header: 'Updated',
    sort: 'updatedAt',
    className: 'whitespace-nowrap',
    cell: (question) => <time dateTime={question.updatedAt}>{formatDate(question.updatedAt)}</time>,
  },
];

/** /admin/practice/questions: the question bank with its keys, searched, filtered and sorted by the server. */
export function AdminQuestionsRoute() {
  useDocumentTitle('Questions');
  const table = useTableState(TABLE);
  // The filters come from the URL checked against their allowed values by the table state.
  const questions = useQuestions(table.params as QuestionsParams);

  return (
    <ConsoleListPage
      title="Questions"
      intro="The bank behind practice and the mock tests. An archived question leaves practice and new attempts; past results keep it."
      actions={
        <>
          <ButtonLink to={consolePaths.questionImport} variant="outline">
            <UploadIcon className="size-4.5" />
            Import
          </ButtonLink>
          <ButtonLink to={consolePaths.newQuestion}>
            <PlusIcon className="size-4.5" />
            New question
          </ButtonLink>
        </>
      }
      table={table}
      search={{ label: 'Search questions', placeholder: 'Question, key or subtopic' }}
      filters={
        <>
          <FilterSelect
            label="Topic"
            allLabel="All topics"
            {...table.filterProps('topic')}
            options={TOPIC_OPTIONS}
          />
          <FilterSelect
            label="Difficulty"
            allLabel="Every difficulty"
            {...table.filterProps('difficulty')}
            options={DIFFICULTY_OPTIONS}
          />
          <FilterSelect
            label="Kind"
            allLabel="Every kind"
            {...table.filterProps('kind')}
            options={KIND_OPTIONS}
          />
          <FilterSelect
            label="State"
            allLabel="In use and archived"
            {...table.filterProps('archived')}
            options={ARCHIVED_OPTIONS}
          />
        </>
      }
      noun="questions"
      query={questions}
      columns={COLUMNS}
      rowKey={(question) => question.id}
      empty={{
        filtered: 'No questions match this search.',
        none: 'The bank is empty: add a question or import a file of them.',
      }}
      minWidthClassName="min-w-[58rem]"
      data-testid="questions-table"
    />
  );
}
