import { type TaxDocumentSummary, ZAdminTaxDocumentsResponseSchema } from '@pathshala/shared/admin';
import { useQuery } from '@tanstack/react-query';
import type { ListParams, Page } from '../utils/list-params';
import type { TaxDocumentKind } from '../utils/money-labels';
import { fetchPage, pageQueryOptions } from './list-page';

/** `month`: YYYY-MM, India time; `q`: a document number or the buyer's e-mail. */
export type TaxDocumentsParams = ListParams<'issuedAt'> & {
  kind?: TaxDocumentKind;
  month?: string;
  orderId?: string;
};

/** GST invoices and credit notes, newest first by default. */
export const getTaxDocuments = (params: TaxDocumentsParams): Promise<Page<TaxDocumentSummary>> =>
  fetchPage(
    '/api/admin/invoices',
    params,
    import.meta.env.DEV ? ZAdminTaxDocumentsResponseSchema : undefined,
  );

export const taxDocumentsQueryOptions = (params: TaxDocumentsParams) =>
  pageQueryOptions(['admin', 'invoices'], params, getTaxDocuments);

export function useTaxDocuments(params: TaxDocumentsParams) {
  return useQuery(taxDocumentsQueryOptions(params));
}

/** The invoice and credit notes of one order, in the order they were issued. */
export function useOrderTaxDocuments(orderId: string) {
  return useQuery({
    ...taxDocumentsQueryOptions({ page: 1, pageSize: 100, orderId, sort: 'issuedAt', order: 'asc' }),
    placeholderData: undefined,
    select: (page) => page.items,
  });
}
