import type { AdminContactMessage } from '@pathshala/shared/admin-people';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { toast } from '@/lib/toast';
import { type ContactMessagesParams, useContactMessages } from '../api/get-contact-messages';
import { useMarkContactMessage } from '../api/mark-contact-message';
import { Badge } from '../components/badge';
import { ConsoleListPage } from '../components/console-list-page';
import type { Column } from '../components/data-table';
import { DateTime } from '../components/date-time';
import { FilterSelect } from '../components/filters';
import { problemMessage } from '../components/notice';
import { useTableState } from '../hooks/use-table-state';
import { formatDateTime } from '../utils/format';

const TABLE = {
  sorts: ['createdAt', 'fullName'],
  ascendingFirst: ['fullName'],
  filters: { handled: ['true', 'false'] },
} as const;

const HANDLED_OPTIONS = [
  { value: 'false', label: 'Not handled' },
  { value: 'true', label: 'Handled' },
];

/** Longer messages show their start; the rest opens in place. */
const PREVIEW_CHARS = 220;

function MessageText({ message }: { message: AdminContactMessage }) {
  const text = message.message;
  if (text.length <= PREVIEW_CHARS) {
    return <p className="whitespace-pre-line break-words">{text}</p>;
  }
  return (
    <details className="group">
      <summary className="cursor-pointer list-none rounded [&::-webkit-details-marker]:hidden">
        <span className="whitespace-pre-line break-words group-open:hidden">
          {text.slice(0, PREVIEW_CHARS).trimEnd()}…
        </span>
        <span className="mt-1 block text-sm font-semibold text-brand-700 hover:underline">
          <span className="group-open:hidden">Read the whole message</span>
          <span className="hidden group-open:inline">Show less</span>
        </span>
      </summary>
      <p className="whitespace-pre-line break-words">{text}</p>
    </details>
  );
}

function HandledCell({ message }: { message: AdminContactMessage }) {
  const mark = useMarkContactMessage();
  const [pending, setPending] = useState(false);
  const handled = message.handledAt !== null;
  const toggle = () => {
    setPending(true);
    mark
      .mutateAsync({ messageId: message.id, handled: !handled })
      .then(
        () => toast.success(handled ? 'Marked not handled' : 'Marked handled'),
        (error: unknown) => toast.error(problemMessage(error)),
      )
      .finally(() => setPending(false));
  };
  return (
    <span className="flex flex-col items-start gap-2 font-normal">
      {handled ? (
        <span className="flex flex-col items-start gap-0.5">
          <Badge tone="green">Handled</Badge>
          <span className="text-xs text-slate-500">
            {message.handledByEmail ? `by ${message.handledByEmail}, ` : ''}
            {message.handledAt ? formatDateTime(message.handledAt) : ''}
          </span>
        </span>
      ) : (
        <Badge tone="amber">Not handled</Badge>
      )}
      <Button
        variant="outline"
        size="sm"
        loading={pending}
        aria-label={`${handled ? 'Mark not handled' : 'Mark handled'}: message from ${message.fullName}`}
        onClick={toggle}
      >
        {handled ? 'Mark not handled' : 'Mark handled'}
      </Button>
    </span>
  );
}

// The sender, whether it is handled and the button share the first column: they stay in view on a phone, where
// the table scrolls sideways.
const COLUMNS: readonly Column<AdminContactMessage, ContactMessagesParams['sort']>[] = [
  {
    id: 'from',
    header: 'From',
    sort: 'fullName',
    rowHeader: true,
    className: 'w-56 min-w-52',
    cell: (message) => (
      <span className="flex flex-col gap-2">
        <span className="flex flex-col">
          <span>{message.fullName}</span>
          <a
            href={`mailto:${message.email}`}
            className="text-xs font-normal break-all text-brand-800 hover:underline"
          >
            {message.email}
          </a>
        </span>
        <HandledCell message={message} />
      </span>
    ),
  },
  {
    id: 'message',
    header: 'Message',
    className: 'min-w-72 max-w-xl',
    cell: (message) => <MessageText message={message} />,
  },
  {
    id: 'received',
    header: 'Received',
    sort: 'createdAt',
    cell: (message) => <DateTime iso={message.createdAt} />,
  },
];

/** /admin/messages: what visitors sent through the contact form; mark each handled once answered. */
export function AdminMessagesRoute() {
  useDocumentTitle('Contact messages');
  const table = useTableState(TABLE);
  const messages = useContactMessages(table.params as ContactMessagesParams);

  return (
    <ConsoleListPage
      title="Contact messages"
      intro="Sent from the Contact us page. Mark a message handled once someone has answered it."
      table={table}
      search={{ label: 'Search messages', placeholder: 'Name, e-mail or words of the message' }}
      filters={
        <FilterSelect
          label="Handled"
          allLabel="Handled or not"
          {...table.filterProps('handled')}
          options={HANDLED_OPTIONS}
        />
      }
      noun="messages"
      query={messages}
      columns={COLUMNS}
      rowKey={(message) => message.id}
      empty={{ filtered: 'No messages match this search.', none: 'No messages yet.' }}
      minWidthClassName="min-w-[44rem]"
      data-testid="messages-table"
    />
  );
}
