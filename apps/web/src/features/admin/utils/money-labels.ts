import type { TaxDocumentSummary } from '@pathshala/shared/admin';

export type TaxDocumentKind = TaxDocumentSummary['kind'];

/** GST documents in the console's words. */
export const TAX_DOCUMENT_LABEL: Record<TaxDocumentKind, string> = {
  invoice: 'Tax invoice',
  credit_note: 'Credit note',
};
