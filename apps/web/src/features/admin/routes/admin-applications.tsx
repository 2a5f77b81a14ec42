import type { ApplicationSummary } from '@pathshala/shared/admin-people';
import {
  APPLICATION_KINDS,
  APPLICATION_STATUSES,
  type ApplicationKind,
  type ApplicationStatus,
} from '@pathshala/shared/admin-people-constants';
import { INTERNSHIP_LISTINGS } from '@pathshala/shared/engagement-constants';
import { Link } from 'react-router';
import { ButtonLink } from '@/components/ui/button';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { type ApplicationsParams, applicationsExportUrl, useApplications } from '../api/get-applications';
import { useSiteContent } from '../api/get-site-content';
import { Badge } from '../components/badge';
import { ConsoleListPage } from '../components/console-list-page';
import type { Column } from '../components/data-table';
import { DateTime } from '../components/date-time';
import { DownloadLink } from '../components/download-link';
import { DateRangeFilter, FilterSelect } from '../components/filters';
import { useTableState } from '../hooks/use-table-state';
import { consolePaths } from '../utils/console-paths';
import {
  APPLICATION_KIND_LABEL,
  APPLICATION_STATUS_LABEL,
  APPLICATION_STATUS_TONE,
} from '../utils/people-labels';

const TABLE = {
  sorts: ['createdAt', 'name', 'status'],
  ascendingFirst: ['name', 'status'],
  filters: { kind: APPLICATION_KINDS, status: APPLICATION_STATUSES, position: null, from: null, to: null },
} as const;

const KIND_OPTIONS = APPLICATION_KINDS.map((kind) => ({ value: kind, label: APPLICATION_KIND_LABEL[kind] }));
const STATUS_OPTIONS = APPLICATION_STATUSES.map((status) => ({
  value: status,
  label: APPLICATION_STATUS_LABEL[status],
}));
const LISTING_TITLES = INTERNSHIP_LISTINGS.map((listing) => listing.title);

// Who and where it stands come first: they stay in view on a phone, where the table scrolls sideways.
const COLUMNS: readonly Column<ApplicationSummary, ApplicationsParams['sort']>[] = [
  {
    id: 'name',
    header: 'Applicant',
    sort: 'name',
    rowHeader: true,
    className: 'min-w-44',
    cell: (application) => (
      <span className="flex flex-col">
        <Link
          to={consolePaths.application(application.kind, application.id)}
          className="rounded font-semibold text-brand-800 underline-offset-4 hover:underline"
        >
          {application.name}
        </Link>
        <span className="text-xs font-normal break-all text-slate-500">{application.email}</span>
      </span>
    ),
  },
  {
    id: 'status',
    header: 'Status',
    sort: 'status',
    cell: (application) => (
      <Badge tone={APPLICATION_STATUS_TONE[application.status]}>
        {APPLICATION_STATUS_LABEL[application.status]}
      </Badge>
    ),
  },
  {
    id: 'position',
    header: 'Position',
    className: 'min-w-48',
    cell: (application) => (
      <ul className="flex flex-col gap-0.5">
        {application.positions.map((position) => (
          <li key={position}>{position}</li>
        ))}
      </ul>
    ),
  },
  {
    id: 'kind',
    header: 'Kind',
    cell: (application) => APPLICATION_KIND_LABEL[application.kind],
  },
  {
    id: 'received',
    header: 'Received',
    sort: 'createdAt',
    cell: (application) => <DateTime iso={application.createdAt} />,
  },
];

/** Every title an application can name: the internship listings and the careers page's positions, A to Z. */
function usePositionOptions(chosen: string) {
  const positions = useSiteContent('positions');
  const titles = new Set([...LISTING_TITLES, ...(positions.data ?? []).map((position) => position.title)]);
  if (chosen) titles.add(chosen);
  return [...titles].sort((a, b) => a.localeCompare(b)).map((title) => ({ value: title, label: title }));
}

/**
 * /admin/applications: career and internship applications in one inbox, searched, filtered and sorted by the
 * server; the filtered list downloads as CSV.
 */
export function AdminApplicationsRoute() {
  useDocumentTitle('Applications');
  const table = useTableState(TABLE);
  const applications = useApplications(table.params as ApplicationsParams);
  const { filters } = table.state;
  const positionOptions = usePositionOptions(filters.position);

  return (
    <ConsoleListPage
      title="Applications"
      intro="Career and internship applications, newest first. Dates are whole days in India time."
      actions={
        <>
          <ButtonLink
            to={consolePaths.applicationBoard}
            variant="outline"
            size="sm"
            data-testid="applications-board-link"
          >
            Board
          </ButtonLink>
          <DownloadLink
            href={applicationsExportUrl({
              q: table.state.q || undefined,
              kind: (filters.kind || undefined) as ApplicationKind | undefined,
              status: (filters.status || undefined) as ApplicationStatus | undefined,
              position: filters.position || undefined,
              from: filters.from || undefined,
              to: filters.to || undefined,
            })}
            data-testid="applications-export"
          >
            Export CSV
          </DownloadLink>
        </>
      }
      table={table}
      search={{ label: 'Search applications', placeholder: 'Name or e-mail' }}
      filters={
        <>
          <FilterSelect
            label="Kind"
            allLabel="Career and internship"
            {...table.filterProps('kind')}
            options={KIND_OPTIONS}
          />
          <FilterSelect
            label="Status"
            allLabel="Any status"
            {...table.filterProps('status')}
            options={STATUS_OPTIONS}
          />
          <FilterSelect
            label="Position"
            allLabel="Any position"
            {...table.filterProps('position')}
            options={positionOptions}
          />
          <DateRangeFilter
            labels={['Received from', 'Received to']}
            from={filters.from}
            to={filters.to}
            onChange={table.setFilter}
          />
        </>
      }
      noun="applications"
      query={applications}
      columns={COLUMNS}
      rowKey={(application) => `${application.kind}:${application.id}`}
      empty={{
        filtered: 'No applications match these filters.',
        none: 'No applications yet. They arrive from the careers and internships pages.',
      }}
      minWidthClassName="min-w-[44rem]"
      data-testid="applications-table"
    />
  );
}
