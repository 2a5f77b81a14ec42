import { OUTBOX_STATUSES, type OutboxStatus } from '@pathshala/shared/admin-people-constants';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { toast } from '@/lib/toast';
import { type OutboxEmail, type OutboxParams, useOutbox } from '../api/get-outbox';
import { useOutboxEmail } from '../api/get-outbox-email';
import { useResendEmail } from '../api/resend-email';
import { Badge } from '../components/badge';
import { ConsoleListPage } from '../components/console-list-page';
import type { Column } from '../components/data-table';
import { DateTime } from '../components/date-time';
import { FilterSelect } from '../components/filters';
import { problemMessage } from '../components/notice';
import { useTableState } from '../hooks/use-table-state';
import { formatCount } from '../utils/format';
import { OUTBOX_STATUS_LABEL, OUTBOX_STATUS_TONE } from '../utils/people-labels';

const TABLE = { sorts: ['createdAt'], filters: { status: OUTBOX_STATUSES } } as const;

const STATUS_OPTIONS = OUTBOX_STATUSES.map((status) => ({
  value: status,
  label: OUTBOX_STATUS_LABEL[status],
}));
/** The API answers these two with 'resend'; a message waiting or being sent goes out anyway. */
const RESENDABLE: readonly string[] = ['sent', 'failed'];

const statusOf = (email: OutboxEmail) => email.status as OutboxStatus;

/** The message's text, asked for when the admin opens it: the list itself carries no bodies. */
function MessageText({ email }: { email: OutboxEmail }) {
  const [open, setOpen] = useState(false);
  const message = useOutboxEmail(email.id, open);
  return (
    <details className="font-normal" onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary className="w-fit cursor-pointer rounded text-sm font-semibold text-brand-700 hover:underline">
        Show the message
      </summary>
      <p className="mt-2 rounded-lg bg-slate-50 p-3 text-sm whitespace-pre-line break-words text-slate-700 ring-1 ring-slate-200/70">
        {message.data
          ? message.data.text
          : message.isError
            ? problemMessage(message.error)
            : 'Loading the message…'}
      </p>
    </details>
  );
}

function ResendButton({ email }: { email: OutboxEmail }) {
  const resend = useResendEmail();
  const [pending, setPending] = useState(false);
  // A message waiting or being sent goes out by itself.
  if (!RESENDABLE.includes(email.status)) return null;
  return (
    <Button
      variant="outline"
      size="sm"
      loading={pending}
      aria-label={`Resend “${email.subject}” to ${email.to}`}
      onClick={() => {
        setPending(true);
        resend
          .mutateAsync(email.id)
          .then(
            () => toast.success('The e-mail will be sent again'),
            (error: unknown) => toast.error(problemMessage(error)),
          )
          .finally(() => setPending(false));
      }}
    >
      Resend
    </Button>
  );
}

// The message, where it stands and Resend share the first column: what matters stays in view on a phone, where
// the table scrolls sideways.
const COLUMNS: readonly Column<OutboxEmail, OutboxParams['sort']>[] = [
  {
    id: 'email',
    header: 'E-mail',
    rowHeader: true,
    className: 'min-w-72 max-w-xl',
    cell: (email) => (
      <span className="flex flex-col gap-1">
        <span className="flex items-start justify-between gap-3">
          <span className="flex min-w-0 flex-col gap-0.5">
            <span className="break-words">{email.subject}</span>
            <span className="text-xs font-normal break-all text-slate-600">to {email.to}</span>
          </span>
          <ResendButton email={email} />
        </span>
        <span className="flex flex-wrap items-center gap-2 font-normal">
          <Badge tone={OUTBOX_STATUS_TONE[statusOf(email)] ?? 'slate'}>
            {OUTBOX_STATUS_LABEL[statusOf(email)] ?? email.status}
          </Badge>
          <span className="text-xs whitespace-nowrap text-slate-500">
            {email.attempts === 1 ? '1 attempt' : `${formatCount(email.attempts)} attempts`}
          </span>
        </span>
        <MessageText email={email} />
      </span>
    ),
  },
  {
    id: 'error',
    header: 'Last error',
    className: 'min-w-48 max-w-xs',
    cell: (email) =>
      email.lastError ? (
        <span className="text-sm break-words text-red-800">{email.lastError}</span>
      ) : (
        <span className="text-slate-400">
          <span aria-hidden="true">—</span>
          <span className="sr-only">None</span>
        </span>
      ),
  },
  {
    id: 'created',
    header: 'Queued',
    sort: 'createdAt',
    cell: (email) => <DateTime iso={email.createdAt} />,
  },
  {
    id: 'sent',
    header: 'Sent',
    cell: (email) =>
      email.sentAt ? (
        <DateTime iso={email.sentAt} />
      ) : (
        <span className="whitespace-nowrap text-slate-500">Not yet</span>
      ),
  },
];

/** /admin/outbox: every e-mail the site queued, as it was or will be sent, and why one failed. */
export function AdminOutboxRoute() {
  useDocumentTitle('E-mail outbox');
  const table = useTableState(TABLE);
  const outbox = useOutbox(table.params as OutboxParams);

  return (
    <ConsoleListPage
      title="E-mail outbox"
      intro="Every e-mail the site sends waits here until it goes out. Resend a sent or failed one; a failed one shows why."
      table={table}
      search={{ label: 'Search by recipient or subject', placeholder: 'Part of the address or subject' }}
      filters={
        <FilterSelect
          label="Status"
          allLabel="Any status"
          {...table.filterProps('status')}
          options={STATUS_OPTIONS}
        />
      }
      noun="e-mails"
      query={outbox}
      columns={COLUMNS}
      rowKey={(email) => email.id}
      empty={{ filtered: 'No e-mails match this search.', none: 'No e-mails yet.' }}
      minWidthClassName="min-w-[48rem]"
      data-testid="outbox-table"
    />
  );
}
