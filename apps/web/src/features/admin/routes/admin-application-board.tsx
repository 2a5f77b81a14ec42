import type { ApplicationSummary } from '@pathshala/shared/admin-people';
import {
  APPLICATION_STATUSES,
  type ApplicationKind,
  type ApplicationStatus,
  canScheduleInterview,
} from '@pathshala/shared/admin-people-constants';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button, ButtonLink } from '@/components/ui/button';
import { Select } from '@/components/ui/select';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { type BulkMoveResult, useMoveApplications } from '../api/application-pipeline';
import { useApplications } from '../api/get-applications';
import { ConsolePageHeader } from '../components/console-page-header';
import { InterviewDialog } from '../components/interview-dialog';
import { Notice, problemMessage } from '../components/notice';
import { consolePaths } from '../utils/console-paths';
import { formatDate } from '../utils/format';
import { APPLICATION_KIND_LABEL, APPLICATION_STATUS_LABEL } from '../utils/people-labels';

/** The statuses a bulk move can take an application to (the interview needs its own time and place). */
const BULK_TARGETS: readonly ApplicationStatus[] = ['under_review', 'shortlisted', 'offered', 'rejected'];

const keyOf = (application: { kind: ApplicationKind; id: string }) => `${application.kind}:${application.id}`;

/** One column: the latest applications in one status (up to 100; the inbox lists them all). */
function BoardColumn({
  status,
  selected,
  onToggle,
  onSchedule,
  names,
}: {
  status: ApplicationStatus;
  selected: Set<string>;
  onToggle: (application: ApplicationSummary) => void;
  onSchedule: (application: ApplicationSummary) => void;
  names: Map<string, string>;
}) {
  const list = useApplications({ page: 1, pageSize: 100, sort: 'createdAt', order: 'desc', status });
  const items = list.data?.items ?? [];
  for (const item of items) names.set(keyOf(item), item.name);
  return (
    <section
      aria-labelledby={`column-${status}`}
      className="flex w-64 shrink-0 flex-col rounded-xl border border-slate-200 bg-slate-50"
      data-testid={`board-column-${status}`}
    >
      <h2
        id={`column-${status}`}
        className="flex items-center justify-between px-3 py-2 text-sm font-semibold text-slate-800"
      >
        <span>{APPLICATION_STATUS_LABEL[status]}</span>
        <span className="rounded-full bg-white px-2 text-xs text-slate-600">{list.data?.total ?? '…'}</span>
      </h2>
      <ul className="flex max-h-[70vh] flex-col gap-2 overflow-y-auto px-2 pb-2">
        {list.isError ? <li className="text-sm text-red-700">Could not load this column.</li> : null}
        {items.map((application) => (
          <li
            key={keyOf(application)}
            className="rounded-lg border border-slate-200 bg-white p-2.5 text-sm shadow-sm"
            data-testid="board-card"
          >
            <div className="flex items-start gap-2">
              <input
                type="checkbox"
                className="mt-1 size-4 shrink-0 accent-brand-700"
                aria-label={`Select ${application.name}`}
                checked={selected.has(keyOf(application))}
                onChange={() => onToggle(application)}
              />
              <div className="min-w-0 flex-1">
                <Link
                  to={consolePaths.application(application.kind, application.id)}
                  className="font-semibold break-words text-brand-800 underline-offset-4 hover:underline"
                >
                  {application.name}
                </Link>
                <p className="break-words text-slate-700">{application.positions.join(', ')}</p>
                <p className="text-xs text-slate-500">
                  {APPLICATION_KIND_LABEL[application.kind]} ·{' '}
                  <time dateTime={application.createdAt}>{formatDate(application.createdAt)}</time>
                </p>
              </div>
            </div>
            {canScheduleInterview(application.status) ? (
              <Button
                variant="ghost"
                size="sm"
                className="mt-1 w-full"
                onClick={() => onSchedule(application)}
              >
                {application.status === 'interview' ? 'Move interview' : 'Schedule interview'}
              </Button>
            ) : null}
          </li>
        ))}
        {list.isSuccess && items.length === 0 ? <li className="px-1 text-xs text-slate-500">None</li> : null}
      </ul>
    </section>
  );
}

/**
 * /admin/applications/board: the hiring pipeline by status, a column each. Cards are selected and moved together
 * (each move checked and audited by the server on its own, refusals listed); open ones get an interview.
 */
export function AdminApplicationBoardRoute() {
  useDocumentTitle('Applications board');
  const [selected, setSelected] = useState<Map<string, { kind: ApplicationKind; id: string }>>(new Map());
  const [target, setTarget] = useState<ApplicationStatus>('shortlisted');
  const [scheduling, setScheduling] = useState<ApplicationSummary | null>(null);
  const [result, setResult] = useState<BulkMoveResult | null>(null);
  const [names] = useState(() => new Map<string, string>());
  const move = useMoveApplications();
  const selectedKeys = new Set(selected.keys());
  const toggle = (application: ApplicationSummary) =>
    setSelected((current) => {
      const next = new Map(current);
      if (next.has(keyOf(application))) next.delete(keyOf(application));
      else next.set(keyOf(application), { kind: application.kind, id: application.id });
      return next;
    });
  const moveSelected = () =>
    move.mutate(
      { status: target, applications: [...selected.values()] },
      {
        onSuccess: (data) => {
          setResult(data);
          setSelected(new Map());
        },
      },
    );

  return (
    <div className="flex flex-col gap-4">
      <ConsolePageHeader
        title="Applications board"
        intro="Every application by where it stands. Select cards to move them together; each move e-mails the applicant."
        crumbs={[{ label: 'Applications', to: consolePaths.applications }]}
        actions={
          <ButtonLink to={consolePaths.applications} variant="outline" size="sm">
            Inbox
          </ButtonLink>
        }
      />
      <div
        className="sticky top-0 z-10 flex flex-wrap items-end gap-3 rounded-xl border border-slate-200 bg-white p-3"
        data-testid="board-toolbar"
      >
        <p className="self-center text-sm text-slate-700" aria-live="polite">
          {selected.size} selected
        </p>
        <Select
          label="Move to"
          containerClassName="w-48"
          value={target}
          onChange={(event) => setTarget(event.target.value as ApplicationStatus)}
          options={BULK_TARGETS.map((value) => ({ value, label: APPLICATION_STATUS_LABEL[value] }))}
        />
        <Button onClick={moveSelected} disabled={selected.size === 0} loading={move.isPending}>
          Move selected
        </Button>
        {selected.size > 0 ? (
          <Button variant="ghost" onClick={() => setSelected(new Map())}>
            Clear
          </Button>
        ) : null}
      </div>
      {move.isError ? <Notice tone="error">{problemMessage(move.error)}</Notice> : null}
      {result ? (
        <Notice tone={result.failed.length ? 'warning' : 'info'} title={`Moved ${result.moved.length}`}>
          {result.failed.length ? (
            <ul className="list-disc pl-5" data-testid="board-failures">
              {result.failed.map((failure) => (
                <li key={keyOf(failure)}>
                  {names.get(keyOf(failure)) ?? failure.id}: {failure.message}
                </li>
              ))}
            </ul>
          ) : (
            'Every selected application moved.'
          )}
        </Notice>
      ) : null}
      <div className="flex gap-3 overflow-x-auto pb-2" data-testid="application-board">
        {APPLICATION_STATUSES.map((status) => (
          <BoardColumn
            key={status}
            status={status}
            selected={selectedKeys}
            onToggle={toggle}
            onSchedule={setScheduling}
            names={names}
          />
        ))}
      </div>
      <InterviewDialog
        key={scheduling ? keyOf(scheduling) : 'none'}
        application={scheduling}
        onClose={() => setScheduling(null)}
      />
    </div>
  );
}
