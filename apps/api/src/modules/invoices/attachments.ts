import type { Database } from '../../db/client.ts';
import type { AttachmentsFor } from '../email/outbox.ts';
import { documentFileName } from './pdf.ts';
import { findDocument, renderTaxDocument } from './service.ts';

/** The receipt e-mail carries the order's invoice, the refund e-mail its credit note, as PDFs made at sending. */
export function invoiceAttachments(db: Database): AttachmentsFor {
  return async (template, params) => {
    const named =
      template === 'purchaseReceipt'
        ? params.invoice
        : template === 'refundIssued'
          ? params.creditNote
          : undefined;
    const id = (named as { id?: unknown } | undefined)?.id;
    if (typeof id !== 'string') return [];
    const document = await findDocument(db, id);
    if (!document) return [];
    return [
      {
        filename: documentFileName(document),
        contentType: 'application/pdf',
        content: await renderTaxDocument(db, document),
      },
    ];
  };
}
