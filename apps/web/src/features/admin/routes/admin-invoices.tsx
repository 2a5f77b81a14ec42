import type { TaxDocumentSummary } from '@pathshala/shared/admin';
import { Link } from 'react-router';
import { DownloadIcon } from '@/components/ui/icons';
import { env } from '@/config/env';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { type TaxDocumentsParams, useTaxDocuments } from '../api/get-tax-documents';
import { Badge } from '../components/badge';
import { ConsoleListPage } from '../components/console-list-page';
import type { Column } from '../components/data-table';
import { FilterSelect } from '../components/filters';
import { TaxDocumentLink } from '../components/order-documents';
import { useTableState } from '../hooks/use-table-state';
import { consolePaths } from '../utils/console-paths';
import { formatDate, inr } from '../utils/format';
import { formatMonth, isYearMonth, recentMonths, todayInIndia } from '../utils/ist-days';
import { TAX_DOCUMENT_LABEL } from '../utils/money-labels';

/** Months offered by the filter: this one and the 23 before it (two financial years and more). */
const MONTHS_OFFERED = 24;

const KIND_OPTIONS = [
  { value: 'invoice', label: TAX_DOCUMENT_LABEL.invoice },
  { value: 'credit_note', label: TAX_DOCUMENT_LABEL.credit_note },
];

const TABLE = {
  sorts: ['issuedAt'],
  filters: { kind: ['invoice', 'credit_note'], month: null },
} as const;

const money = (id: string, header: string, amount: (document: TaxDocumentSummary) => number) =>
  ({
    id,
    header,
    numeric: true,
    className: 'whitespace-nowrap',
    cell: (document: TaxDocumentSummary) => inr(amount(document)),
  }) satisfies Column<TaxDocumentSummary, 'issuedAt'>;

const COLUMNS: readonly Column<TaxDocumentSummary, 'issuedAt'>[] = [
  {
    id: 'number',
    header: 'Number and kind',
    rowHeader: true,
    // The kind sits under the number, so the amounts come into view sooner on a laptop.
    cell: (document) => (
      <span className="flex flex-col items-start gap-1">
        <span className="font-mono text-[0.8125rem] font-semibold whitespace-nowrap">{document.number}</span>
        <span className="flex items-center gap-3">
          <Badge tone={document.kind === 'invoice' ? 'blue' : 'amber'}>
            {TAX_DOCUMENT_LABEL[document.kind]}
          </Badge>
          <TaxDocumentLink document={document} />
        </span>
      </span>
    ),
  },
  {
    id: 'date',
    header: 'Date',
    sort: 'issuedAt',
    className: 'whitespace-nowrap',
    cell: (document) => <time dateTime={document.issuedAt}>{formatDate(document.issuedAt)}</time>,
  },
  {
    id: 'buyer',
    header: 'Buyer',
    className: 'min-w-32',
    cell: (document) => (
      <Link
        to={consolePaths.order(document.orderId)}
        className="font-medium text-slate-900 underline-offset-4 hover:text-brand-800 hover:underline"
        aria-label={`${document.buyerName}: open the order`}
      >
        {document.buyerName}
      </Link>
    ),
  },
  {
    id: 'place',
    header: 'Place of supply',
    className: 'min-w-28',
    cell: (document) => document.placeOfSupply,
  },
  money('taxable', 'Taxable', (document) => document.taxable),
  money('cgst', 'CGST', (document) => document.cgst),
  money('sgst', 'SGST', (document) => document.sgst),
  money('igst', 'IGST', (document) => document.igst),
  {
    id: 'total',
    header: 'Total',
    numeric: true,
    className: 'whitespace-nowrap font-semibold text-slate-900',
    cell: (document) => inr(document.total),
  },
];

/**
 * /admin/invoices: every GST invoice and credit note, by kind and month (India time), each with its PDF, and
 * the month's CSV for the GST return.
 */
export function AdminInvoicesRoute() {
  useDocumentTitle('GST invoices');
  const table = useTableState(TABLE);
  const documents = useTaxDocuments(table.params as TaxDocumentsParams);
  const { filters } = table.state;
  const months = recentMonths(MONTHS_OFFERED);
  const chosenMonth = isYearMonth(filters.month) ? filters.month : '';
  const monthOptions = [
    ...(chosenMonth && !months.includes(chosenMonth) ? [chosenMonth] : []),
    ...months,
  ].map((month) => ({ value: month, label: formatMonth(month) }));
  // The CSV is of one month: the one chosen, else this one.
  const csvMonth = chosenMonth || todayInIndia().slice(0, 7);

  return (
    <ConsoleListPage
      title="GST invoices"
      caption="GST invoices and credit notes"
      intro="Tax invoices of paid orders and credit notes of refunds, as issued. Months are India time."
      actions={
        <a
          href={`${env.API_URL}/api/admin/invoices/export?month=${csvMonth}`}
          download
          className="inline-flex h-11 items-center gap-2 rounded-xl border border-brand-200 bg-white px-4 text-sm font-semibold text-brand-800 hover:border-brand-300 hover:bg-brand-50"
          data-testid="invoices-csv"
        >
          <DownloadIcon className="size-4" />
          Download CSV for {formatMonth(csvMonth)}
        </a>
      }
      table={table}
      search={{ label: 'Search documents', placeholder: "Number or buyer's e-mail" }}
      filters={
        <>
          <FilterSelect
            label="Kind"
            allLabel="Invoices and credit notes"
            {...table.filterProps('kind')}
            options={KIND_OPTIONS}
          />
          <FilterSelect
            label="Month"
            allLabel="Every month"
            value={chosenMonth}
            onValueChange={(month) => table.setFilter('month', month)}
            options={monthOptions}
          />
        </>
      }
      noun="documents"
      query={documents}
      columns={COLUMNS}
      rowKey={(document) => document.id}
      empty={{
        filtered: 'No invoices or credit notes match these filters.',
        none: 'No invoice has been issued yet: one is issued with every paid order.',
      }}
      minWidthClassName="min-w-[56rem]"
      data-testid="invoices-table"
    />
  );
}
