import type { AdminAttempt } from '@pathshala/shared/admin-practice';
import { ATTEMPT_STATUSES } from '@pathshala/shared/practice-constants';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { AlertTriangleIcon } from '@/components/ui/icons';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { toast } from '@/lib/toast';
import { cn } from '@/utils/cn';
import { type AttemptsParams, useMockTestAttempts } from '../api/get-mock-test-attempts';
import { useMockTests } from '../api/get-mock-tests';
import { useModerateLeaderboardName } from '../api/moderate-leaderboard-name';
import { Badge } from '../components/badge';
import { ConsoleListPage } from '../components/console-list-page';
import { ConsoleNotFound } from '../components/console-not-found';
import type { Column } from '../components/data-table';
import { FilterSelect } from '../components/filters';
import { isNotFound, problemMessage } from '../components/notice';
import { useTableState } from '../hooks/use-table-state';
import { consolePaths } from '../utils/console-paths';
import { formatCount, formatDateTime } from '../utils/format';
import {
  ATTEMPT_ENDING_LABEL,
  ATTEMPT_STATUS_LABEL,
  formatDuration,
  formatMarks,
} from '../utils/practice-labels';
import type { ConsolePageProps } from './staff-console';

const TABLE = {
  sorts: ['startedAt', 'score', 'tabSwitches'],
  filters: { status: ATTEMPT_STATUSES },
} as const;

const STATUS_OPTIONS = ATTEMPT_STATUSES.map((status) => ({
  value: status,
  label: ATTEMPT_STATUS_LABEL[status],
}));

/** Left the test's tab or its fullscreen at least once: worth a look before trusting the score. */
const flagged = (attempt: AdminAttempt) => attempt.tabSwitches + attempt.fullscreenExits > 0;

const none = (label: string) => (
  <span className="text-slate-400">
    <span aria-hidden="true">—</span>
    <span className="sr-only">{label}</span>
  </span>
);

function IntegrityCount({ count }: { count: number }) {
  if (count === 0) return <span className="text-slate-500">0</span>;
  return (
    <span className="inline-flex items-center gap-1 font-semibold text-amber-900">
      <AlertTriangleIcon className="size-4" />
      {formatCount(count)}
    </span>
  );
}

/** The name the learner chose for the leaderboard, with the button that hides it (or shows it again). */
function LeaderboardName({ testId, attempt }: { testId: string; attempt: AdminAttempt }) {
  const moderate = useModerateLeaderboardName();
  if (attempt.leaderboardName === null) return none('Not on the leaderboard');
  const hidden = attempt.leaderboardNameHidden;
  return (
    <span className="flex flex-col items-start gap-1">
      <span className={cn('font-medium', hidden ? 'text-slate-500 line-through' : 'text-slate-900')}>
        {attempt.leaderboardName}
      </span>
      {hidden ? <Badge tone="slate">Hidden</Badge> : null}
      <Button
        variant="outline"
        size="sm"
        loading={moderate.isPending}
        aria-label={`${hidden ? 'Show' : 'Hide'} the leaderboard name ${attempt.leaderboardName}`}
        onClick={() =>
          moderate.mutate(
            { testId, attemptId: attempt.id, hidden: !hidden },
            {
              onSuccess: () =>
                toast.success(hidden ? 'Name shown on the leaderboard' : 'Name hidden from the leaderboard'),
              onError: (error) => toast.error(problemMessage(error)),
            },
          )
        }
      >
        {hidden ? 'Show name' : 'Hide name'}
      </Button>
    </span>
  );
}

const columnsFor = (testId: string): readonly Column<AdminAttempt, AttemptsParams['sort']>[] => [
  {
    id: 'learner',
    header: 'Learner',
    rowHeader: true,
    className: 'min-w-52',
    cell: (attempt) => (
      <span className="flex flex-col gap-0.5">
        <span className="flex flex-wrap items-center gap-2">
          <Link
            to={consolePaths.user(attempt.learner.id)}
            className="rounded font-semibold text-brand-800 underline-offset-4 hover:underline"
          >
            {attempt.learner.name}
          </Link>
          {flagged(attempt) ? <Badge tone="amber">Flagged</Badge> : null}
        </span>
        <span className="text-xs font-normal whitespace-nowrap text-slate-500">{attempt.learner.email}</span>
      </span>
    ),
  },
  {
    id: 'status',
    header: 'Status',
    className: 'whitespace-nowrap',
    // How a submitted attempt ended: the learner submitted it, or the server did when its time was up.
    cell: (attempt) => (
      <span className="flex flex-col items-start gap-1">
        <Badge tone={attempt.status === 'submitted' ? 'green' : 'blue'}>
          {ATTEMPT_STATUS_LABEL[attempt.status]}
        </Badge>
        {attempt.endedBy ? (
          <span
            className={cn(
              'text-xs',
              attempt.endedBy === 'time-up' ? 'font-medium text-amber-900' : 'text-slate-500',
            )}
          >
            {ATTEMPT_ENDING_LABEL[attempt.endedBy]}
          </span>
        ) : null}
      </span>
    ),
  },
  {
    id: 'score',
    header: 'Score',
    sort: 'score',
    numeric: true,
    cell: (attempt) => (attempt.score === null ? none('No score yet') : formatMarks(attempt.score)),
  },
  {
    id: 'tab-switches',
    header: 'Tab switches',
    // The API sorts by both counts together: the attempts most worth a look first.
    sort: 'tabSwitches',
    numeric: true,
    cell: (attempt) => <IntegrityCount count={attempt.tabSwitches} />,
  },
  {
    id: 'fullscreen-exits',
    header: 'Fullscreen exits',
    numeric: true,
    cell: (attempt) => <IntegrityCount count={attempt.fullscreenExits} />,
  },
  {
    id: 'started',
    header: 'Started',
    sort: 'startedAt',
    className: 'whitespace-nowrap',
    cell: (attempt) => <time dateTime={attempt.startedAt}>{formatDateTime(attempt.startedAt)}</time>,
  },
  {
    id: 'submitted',
    header: 'Submitted',
    className: 'whitespace-nowrap',
    cell: (attempt) =>
      attempt.submittedAt ? (
        <span className="flex flex-col">
          <time dateTime={attempt.submittedAt}>{formatDateTime(attempt.submittedAt)}</time>
          <span className="text-xs text-slate-500">
            after {formatDuration((Date.parse(attempt.submittedAt) - Date.parse(attempt.startedAt)) / 1000)}
          </span>
        </span>
      ) : (
        none('Not yet')
      ),
  },
  {
    id: 'leaderboard-name',
    header: 'Leaderboard name',
    className: 'min-w-40',
    cell: (attempt) => <LeaderboardName testId={testId} attempt={attempt} />,
  },
];

/**
 * /admin/practice/mock-tests/:testId/attempts: a test's attempts with each learner's score, how the attempt
 * ended and the times they left the test's tab or fullscreen (those rows tinted).
 */
export function AdminMockTestAttemptsRoute({ params }: ConsolePageProps) {
  const testId = params.testId ?? '';
  const validId = /^[0-9a-f-]{36}$/i.test(testId);
  const tests = useMockTests();
  const test = tests.data?.find((candidate) => candidate.id === testId);
  const table = useTableState(TABLE);
  // The status comes from the URL checked against ATTEMPT_STATUSES by the table state.
  const attempts = useMockTestAttempts(testId, table.params as AttemptsParams);
  useDocumentTitle(test ? `Attempts · ${test.title}` : 'Attempts');

  if (!validId || isNotFound(attempts.error) || (tests.data && !test)) {
    return <ConsoleNotFound home={consolePaths.mockTests} what="mock test" />;
  }

  return (
    <ConsoleListPage
      title={test?.title ?? 'Attempts'}
      caption="Attempts"
      crumbs={[{ to: consolePaths.mockTests, label: 'Mock tests' }]}
      intro={
        test
          ? `${formatCount(test.attempts)} ${test.attempts === 1 ? 'attempt' : 'attempts'}, ${formatCount(test.submitted)} submitted${
              test.averageScore === null ? '' : `, average score ${formatMarks(test.averageScore)}`
            }. Rows with a tab switch or a fullscreen exit are flagged. A leaderboard name you hide shows there as an anonymous learner.`
          : 'Rows with a tab switch or a fullscreen exit are flagged.'
      }
      table={table}
      search={{ label: 'Search learners', placeholder: 'Name or e-mail' }}
      filters={
        <FilterSelect
          label="Status"
          allLabel="Every status"
          {...table.filterProps('status')}
          options={STATUS_OPTIONS}
        />
      }
      noun="attempts"
      query={attempts}
      columns={columnsFor(testId)}
      rowKey={(attempt) => attempt.id}
      rowClassName={(attempt) => (flagged(attempt) ? 'bg-amber-50/70 hover:bg-amber-50' : undefined)}
      empty={{ filtered: 'No attempts match this search.', none: 'No one has taken this test yet.' }}
      minWidthClassName="min-w-[70rem]"
      data-testid="attempts-table"
    />
  );
}
