import { gstStateName } from '@pathshala/shared/gst';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Seller } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema/accounts.ts';
import { orderItems, orders } from '../../db/schema/commerce.ts';
import { documentSeries, type InvoiceParty, taxDocuments } from '../../db/schema/invoices.ts';
import { taxDocumentPdf } from './pdf.ts';
import { financialYear, type Supply, spreadOver, taxLines } from './tax.ts';

export type TaxDocument = typeof taxDocuments.$inferSelect;

const SERIES_PREFIX = { invoice: 'PS', credit_note: 'CN' } as const;

/**
 * The next number of a series, taken inside the caller's transaction: the series row stays locked until it
 * commits (concurrent payments queue here), and a rollback hands the number back, so the series has no gaps.
 */
async function nextNumber(tx: Database, kind: TaxDocument['kind'], at: Date) {
  const series = `${SERIES_PREFIX[kind]}/${financialYear(at)}`;
  const [row] = await tx
    .insert(documentSeries)
    .values({ series, last: 1 })
    .onConflictDoUpdate({ target: documentSeries.series, set: { last: sql`${documentSeries.last} + 1` } })
    .returning({ last: documentSeries.last });
  return `${series}/${String(row?.last ?? 1).padStart(6, '0')}`;
}

function sellerParty(seller: Seller): InvoiceParty {
  return {
    name: seller.legalName,
    gstin: seller.gstin,
    address: seller.address,
    stateCode: seller.stateCode,
    stateName: gstStateName(seller.stateCode) ?? seller.stateCode,
    ...(seller.specimen ? { specimen: true } : {}),
  };
}

/**
 * The order's courses in the invoice's order, each with its share of what was paid (the coupon spread over the
 * lines in proportion to their prices): the invoice's line totals, and what a refund of one course pays back.
 */
export async function paidShares(tx: Database, order: { id: string; amountPaise: number }) {
  const items = await tx
    .select()
    .from(orderItems)
    .where(eq(orderItems.orderId, order.id))
    .orderBy(asc(orderItems.title), asc(orderItems.courseId));
  const shares = spreadOver(
    items.map((item) => item.pricePaise),
    order.amountPaise,
  );
  return items.map((item, index) => ({ ...item, paidPaise: shares[index] ?? 0 }));
}

/**
 * The tax invoice of a paid order, issued once (a repeat returns the first). Place of supply is the state the
 * learner gave at checkout, or the seller's own state when none was given (GST's rule for an unknown address).
 */
export async function issueInvoice(tx: Database, seller: Seller, orderId: string, at = new Date()) {
  const [existing] = await tx
    .select()
    .from(taxDocuments)
    .where(and(eq(taxDocuments.orderId, orderId), eq(taxDocuments.kind, 'invoice')));
  if (existing) return existing;
  const [row] = await tx
    .select({ order: orders, buyerName: users.name, buyerEmail: users.email })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(eq(orders.id, orderId));
  if (!row) throw new Error(`no order ${orderId} to invoice`);
  const items = await paidShares(tx, row.order);
  const placeOfSupply = row.order.buyerState ?? seller.stateCode;
  const supply: Supply = placeOfSupply === seller.stateCode ? 'intra' : 'inter';
  const document = taxLines(
    items.map((item) => ({ description: item.title, pricePaise: item.paidPaise })),
    row.order.amountPaise,
    supply,
  );
  const [invoice] = await tx
    .insert(taxDocuments)
    .values({
      kind: 'invoice',
      number: await nextNumber(tx, 'invoice', at),
      orderId,
      userId: row.order.userId,
      issuedAt: at,
      seller: sellerParty(seller),
      buyer: {
        name: row.buyerName,
        email: row.buyerEmail,
        stateCode: placeOfSupply,
        stateName: gstStateName(placeOfSupply) ?? placeOfSupply,
      },
      supply,
      ...document,
    })
    .returning();
  if (!invoice) throw new Error('invoice not issued');
  return invoice;
}

/**
 * The credit note of a refund against an invoiced order: the refunded amount spread over `lines` (the courses
 * refunded; by default the invoice's lines, in proportion to what each cost), taxed like the invoice.
 */
export async function issueCreditNote(
  tx: Database,
  refund: { id: string; orderId: string; amountPaise: number },
  lines?: { description: string; pricePaise: number }[],
  at = new Date(),
) {
  const [existing] = await tx.select().from(taxDocuments).where(eq(taxDocuments.refundId, refund.id));
  if (existing) return existing;
  const [invoice] = await tx
    .select()
    .from(taxDocuments)
    .where(and(eq(taxDocuments.orderId, refund.orderId), eq(taxDocuments.kind, 'invoice')));
  if (!invoice) return undefined;
  const document = taxLines(
    lines ?? invoice.lines.map((line) => ({ description: line.description, pricePaise: line.totalPaise })),
    refund.amountPaise,
    invoice.supply,
  );
  const [note] = await tx
    .insert(taxDocuments)
    .values({
      kind: 'credit_note',
      number: await nextNumber(tx, 'credit_note', at),
      orderId: refund.orderId,
      refundId: refund.id,
      invoiceId: invoice.id,
      userId: invoice.userId,
      issuedAt: at,
      seller: invoice.seller,
      buyer: invoice.buyer,
      supply: invoice.supply,
      ...document,
    })
    .returning();
  return note;
}

export async function findCreditNoteOfRefund(db: Database, refundId: string) {
  const [row] = await db.select().from(taxDocuments).where(eq(taxDocuments.refundId, refundId));
  return row;
}

export async function findDocument(db: Database, documentId: string) {
  const [row] = await db.select().from(taxDocuments).where(eq(taxDocuments.id, documentId));
  return row;
}

/** The PDF of a document, with the number of the invoice a credit note adjusts. */
export async function renderTaxDocument(db: Database, document: TaxDocument) {
  const invoice = document.invoiceId ? await findDocument(db, document.invoiceId) : undefined;
  return taxDocumentPdf(document, { invoiceNumber: invoice?.number });
}
