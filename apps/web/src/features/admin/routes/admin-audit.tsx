import type { AuditEntry } from '@pathshala/shared/admin';
import { useState } from 'react';
import { Link } from 'react-router';
import { ChevronDownIcon, CloseIcon } from '@/components/ui/icons';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { cn } from '@/utils/cn';
import { type AuditParams, useAuditEntries } from '../api/get-audit-entries';
import { Badge } from '../components/badge';
import { ConsoleListPage } from '../components/console-list-page';
import type { Column } from '../components/data-table';
import { DateTime } from '../components/date-time';
import { DateRangeFilter, FilterInput, FilterSelect } from '../components/filters';
import { JsonDiff } from '../components/json-diff';
import { useTableState } from '../hooks/use-table-state';
import { consolePaths } from '../utils/console-paths';
import { formatDateTime } from '../utils/format';
import { AUDIT_ACTIONS, AUDIT_OBJECT_TYPES, auditActionLabel } from '../utils/labels';

const TABLE = {
  sorts: ['createdAt'],
  filters: { action: null, objectType: null, objectId: null, actorId: null, from: null, to: null },
} as const;

const ACTION_OPTIONS = AUDIT_ACTIONS.map(([value, label]) => ({ value, label }));
const OBJECT_TYPE_OPTIONS = AUDIT_OBJECT_TYPES.map((type) => ({
  value: type,
  label: (type[0]?.toUpperCase() + type.slice(1)).replaceAll('_', ' '),
}));

/** Where the changed object can be seen in the consoles, if anywhere. */
function objectPath(entry: AuditEntry): string | null {
  if (entry.objectType === 'user') return consolePaths.user(entry.objectId);
  if (entry.objectType === 'course') return consolePaths.course(entry.objectId);
  if (entry.objectType === 'order') return consolePaths.order(entry.objectId);
  if (entry.objectType === 'career_application') return consolePaths.application('career', entry.objectId);
  if (entry.objectType === 'internship_application') {
    return consolePaths.application('internship', entry.objectId);
  }
  return null;
}

/** /admin/audit: who changed what and when, each entry with its object before and after. */
export function AdminAuditRoute() {
  useDocumentTitle('Audit log');
  const table = useTableState(TABLE);
  const entries = useAuditEntries(table.params as AuditParams);
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const { filters } = table.state;

  const toggle = (id: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  const columns: readonly Column<AuditEntry, 'createdAt'>[] = [
    {
      id: 'when',
      header: 'When',
      sort: 'createdAt',
      rowHeader: true,
      className: 'font-normal',
      cell: (entry) => <DateTime iso={entry.at} />,
    },
    {
      id: 'who',
      header: 'Who',
      cell: (entry) => (
        <span className="flex flex-col items-start gap-1">
          {entry.actorId ? (
            <Link
              to={`?actorId=${encodeURIComponent(entry.actorId)}`}
              className="whitespace-nowrap text-slate-900 hover:underline"
              title="Only this person's changes"
            >
              {entry.actorEmail}
            </Link>
          ) : (
            <span className="whitespace-nowrap">{entry.actorEmail}</span>
          )}
          <Badge tone={entry.actorRole === 'admin' ? 'amber' : 'blue'} className="capitalize">
            {entry.actorRole}
          </Badge>
        </span>
      ),
    },
    {
      id: 'action',
      header: 'Action',
      cell: (entry) => (
        <span className="flex flex-col">
          <span className="font-medium text-slate-900">{auditActionLabel(entry.action)}</span>
          <code className="text-xs text-slate-500">{entry.action}</code>
        </span>
      ),
    },
    {
      id: 'object',
      header: 'Object',
      cell: (entry) => {
        const path = objectPath(entry);
        return (
          <span className="flex flex-col">
            <span className="capitalize">{entry.objectType}</span>
            {path ? (
              <Link to={path} className="font-mono text-xs break-all text-brand-700 hover:underline">
                {entry.objectId}
              </Link>
            ) : (
              <code className="text-xs break-all text-slate-500">{entry.objectId}</code>
            )}
          </span>
        );
      },
    },
    {
      id: 'changes',
      header: 'Changes',
      cell: (entry) => {
        const expanded = open.has(entry.id);
        return (
          <button
            type="button"
            aria-expanded={expanded}
            aria-controls={expanded ? `audit-${entry.id}` : undefined}
            onClick={() => toggle(entry.id)}
            className="inline-flex items-center gap-1 rounded-md px-1.5 py-1 text-sm font-semibold whitespace-nowrap text-brand-700 hover:bg-brand-50"
          >
            {expanded ? 'Hide' : 'Show'}
            <span className="sr-only">
              {' '}
              changes of {auditActionLabel(entry.action)} at {formatDateTime(entry.at)}
            </span>
            <ChevronDownIcon className={cn('size-4 transition-transform', expanded && 'rotate-180')} />
          </button>
        );
      },
    },
  ];

  return (
    <ConsoleListPage
      title="Audit log"
      intro="Every change made in the consoles, with the object before and after."
      table={table}
      filters={
        <>
          <FilterSelect
            label="Action"
            allLabel="Any action"
            {...table.filterProps('action')}
            options={ACTION_OPTIONS}
          />
          <FilterSelect
            label="Object type"
            allLabel="Any type"
            {...table.filterProps('objectType')}
            options={OBJECT_TYPE_OPTIONS}
          />
          <FilterInput
            label="Object id"
            placeholder="Paste an id"
            maxLength={80}
            autoComplete="off"
            spellCheck={false}
            {...table.filterProps('objectId')}
          />
          <DateRangeFilter from={filters.from} to={filters.to} onChange={table.setFilter} />
          {filters.actorId ? (
            <p className="flex h-10 items-center gap-2 self-end rounded-lg bg-brand-50 pr-1 pl-3 text-sm text-brand-900 ring-1 ring-brand-100">
              One person's changes
              <button
                type="button"
                aria-label="Show everyone's changes"
                onClick={() => table.setFilter('actorId', '')}
                className="grid size-7 place-items-center rounded-md hover:bg-brand-100"
              >
                <CloseIcon className="size-4" />
              </button>
            </p>
          ) : null}
        </>
      }
      noun="entries"
      query={entries}
      columns={columns}
      rowKey={(entry) => entry.id}
      empty={{
        filtered: 'No entries match these filters.',
        none: 'Nothing has been changed in the consoles yet.',
      }}
      minWidthClassName="min-w-[52rem]"
      data-testid="audit-table"
      renderDetail={(entry, columnCount) =>
        open.has(entry.id) ? (
          <tr id={`audit-${entry.id}`} className="bg-slate-50/80">
            <td colSpan={columnCount} className="px-5 py-4">
              <JsonDiff
                before={entry.before}
                after={entry.after}
                caption={`${auditActionLabel(entry.action)}: ${entry.objectType} ${entry.objectId}, before and after`}
              />
            </td>
          </tr>
        ) : null
      }
    />
  );
}
