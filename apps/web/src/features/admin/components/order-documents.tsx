import type { TaxDocumentSummary } from '@pathshala/shared/admin';
import type { UseQueryResult } from '@tanstack/react-query';
import { DownloadIcon } from '@/components/ui/icons';
import { Skeleton } from '@/components/ui/skeleton';
import { env } from '@/config/env';
import { formatDate, inr } from '../utils/format';
import { TAX_DOCUMENT_LABEL } from '../utils/money-labels';
import { LoadError } from './notice';

/** A document's PDF, served under the API with the admin's session. */
export function TaxDocumentLink({ document }: { document: TaxDocumentSummary }) {
  return (
    <a
      href={`${env.API_URL}${document.downloadPath}`}
      download
      className="inline-flex items-center gap-1.5 rounded font-semibold text-brand-700 hover:underline"
      aria-label={`Download ${TAX_DOCUMENT_LABEL[document.kind].toLowerCase()} ${document.number} (PDF)`}
    >
      <DownloadIcon className="size-4" />
      PDF
    </a>
  );
}

/** The order's tax invoice and credit notes, each with its PDF. */
export function OrderDocuments({ documents }: { documents: UseQueryResult<TaxDocumentSummary[]> }) {
  if (documents.isError) {
    return <LoadError error={documents.error} onRetry={() => documents.refetch()} what="the GST documents" />;
  }
  if (!documents.data) {
    return (
      <div aria-hidden="true" className="flex flex-col gap-3">
        <Skeleton className="h-5 w-full" />
        <Skeleton className="h-5 w-3/4" />
      </div>
    );
  }
  if (documents.data.length === 0) {
    return (
      <p className="text-sm text-slate-600">No GST document: an invoice is issued when an order is paid.</p>
    );
  }
  return (
    <ul className="flex flex-col divide-y divide-slate-100" data-testid="order-documents">
      {documents.data.map((document) => (
        <li
          key={document.id}
          className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-3 first:pt-0 last:pb-0"
        >
          <span className="min-w-0">
            <span className="block text-xs font-semibold tracking-wide text-slate-500 uppercase">
              {TAX_DOCUMENT_LABEL[document.kind]}
            </span>
            <span className="block font-mono text-sm font-semibold break-all text-slate-900">
              {document.number}
            </span>
            <span className="block text-sm text-slate-600">
              {formatDate(document.issuedAt)} · {inr(document.total)}
            </span>
          </span>
          <TaxDocumentLink document={document} />
        </li>
      ))}
    </ul>
  );
}
