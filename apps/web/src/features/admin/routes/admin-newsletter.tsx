import { useDocumentTitle } from '@/hooks/use-document-title';
import {
  type NewsletterSubscriber,
  type SubscribersParams,
  subscribersExportUrl,
  useNewsletterSubscribers,
} from '../api/get-newsletter-subscribers';
import { ConsoleListPage } from '../components/console-list-page';
import type { Column } from '../components/data-table';
import { DateTime } from '../components/date-time';
import { DownloadLink } from '../components/download-link';
import { useTableState } from '../hooks/use-table-state';
import { formatDate } from '../utils/format';

const TABLE = {
  sorts: ['createdAt', 'name', 'email'],
  ascendingFirst: ['name', 'email'],
} as const;

const COLUMNS: readonly Column<NewsletterSubscriber, SubscribersParams['sort']>[] = [
  {
    id: 'name',
    header: 'Name',
    sort: 'name',
    rowHeader: true,
    className: 'min-w-40',
    cell: (row) => row.name,
  },
  { id: 'email', header: 'E-mail', sort: 'email', className: 'whitespace-nowrap', cell: (row) => row.email },
  {
    id: 'subscribed',
    header: 'Subscribed',
    cell: (row) =>
      row.subscribedAt ? (
        <DateTime iso={row.subscribedAt} />
      ) : (
        <span className="text-slate-500">Before records began</span>
      ),
  },
  {
    id: 'created',
    header: 'Account created',
    sort: 'createdAt',
    className: 'whitespace-nowrap',
    cell: (row) => <time dateTime={row.createdAt}>{formatDate(row.createdAt)}</time>,
  },
];

/** /admin/newsletter: the open accounts subscribed to the newsletter, and the list as CSV. */
export function AdminNewsletterRoute() {
  useDocumentTitle('Newsletter');
  const table = useTableState(TABLE);
  const subscribers = useNewsletterSubscribers(table.params as SubscribersParams);

  return (
    <ConsoleListPage
      title="Newsletter subscribers"
      intro="Learners who subscribed from the newsletter strip; closed accounts are left out."
      actions={
        <DownloadLink
          href={subscribersExportUrl(table.state.q || undefined)}
          data-testid="subscribers-export"
        >
          Export CSV
        </DownloadLink>
      }
      table={table}
      search={{ label: 'Search subscribers', placeholder: 'Name or e-mail' }}
      noun="subscribers"
      query={subscribers}
      columns={COLUMNS}
      rowKey={(row) => row.userId}
      empty={{ filtered: 'No subscribers match this search.', none: 'Nobody has subscribed yet.' }}
      minWidthClassName="min-w-[40rem]"
      data-testid="subscribers-table"
    />
  );
}
