import { type TaxDocumentSummary, ZAdminTaxDocumentsResponseSchema } from '@pathshala/shared/admin';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { ListParams, Page } from '../utils/list-params';
import type { TaxDocumentKind } from '../utils/money-labels';
import { toQueryString } from '../utils/query-string';

/** `month`: YYYY-MM, India time; `q`: a document number or the buyer's e-mail. */
export type TaxDocumentsParams = ListParams<'issuedAt'> & {
  kind?: TaxDocumentKind;
  month?: string;
  orderId?: string;
};

/** GST invoices and credit notes, newest first by default. */
export async function getTaxDocuments(params: TaxDocumentsParams): Promise<Page<TaxDocumentSummary>> {
  const response = await api.get(`/api/admin/invoices${toQueryString(params)}`, {
    schema: import.meta.env.DEV ? ZAdminTaxDocumentsResponseSchema : undefined,
  });
  return response.data;
}

export const taxDocumentsQueryOptions = (params: TaxDocumentsParams) =>
  queryOptions({
    queryKey: ['admin', 'invoices', params],
    queryFn: () => getTaxDocuments(params),
    placeholderData: keepPreviousData,
  });

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
