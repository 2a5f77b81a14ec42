import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { orders, refunds } from './commerce.ts';

/**
 * The last number issued in each series ('PS/2026-27', 'CN/2026-27'). A number is taken by incrementing this
 * row inside the transaction that issues the document, so numbers are unique and unbroken: a rolled-back
 * payment gives its number back, and concurrent payments queue on the row.
 */
export const documentSeries = pgTable('document_series', {
  series: text('series').primaryKey(),
  last: integer('last').notNull(),
});

export interface InvoiceParty {
  name: string;
  email?: string;
  gstin?: string;
  address?: string;
  stateCode: string;
  stateName: string;
  /** The seller of a demo installation: its documents print SPECIMEN. */
  specimen?: boolean;
}

export interface InvoiceLine {
  description: string;
  sac: string;
  /** Paise, GST included, after the order's coupon (spread over the lines by price). */
  totalPaise: number;
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
}

/** Tax invoices (one per paid order) and credit notes (one per refund), as issued: never edited afterwards. */
export const taxDocuments = pgTable(
  'tax_documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind', { enum: ['invoice', 'credit_note'] }).notNull(),
    /** e.g. PS/2026-27/000123 or CN/2026-27/000004. */
    number: text('number').notNull(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    /** Credit notes: the refund they document. */
    refundId: uuid('refund_id').references(() => refunds.id),
    /** Credit notes: the invoice they adjust. */
    invoiceId: uuid('invoice_id'),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
    seller: jsonb('seller').$type<InvoiceParty>().notNull(),
    buyer: jsonb('buyer').$type<InvoiceParty>().notNull(),
    /** 'intra' (CGST + SGST) or 'inter' (IGST), from the seller's and the place of supply's states. */
    supply: text('supply', { enum: ['intra', 'inter'] }).notNull(),
    lines: jsonb('lines').$type<InvoiceLine[]>().notNull(),
    taxablePaise: integer('taxable_paise').notNull(),
    cgstPaise: integer('cgst_paise').notNull(),
    sgstPaise: integer('sgst_paise').notNull(),
    igstPaise: integer('igst_paise').notNull(),
    totalPaise: integer('total_paise').notNull(),
  },
  (table) => [
    uniqueIndex('tax_documents_number_uq').on(table.number),
    uniqueIndex('tax_documents_order_invoice_uq').on(table.orderId).where(sql`${table.kind} = 'invoice'`),
    uniqueIndex('tax_documents_refund_uq').on(table.refundId),
    index('tax_documents_user_idx').on(table.userId, table.issuedAt),
    index('tax_documents_issued_idx').on(table.issuedAt),
    check(
      'tax_documents_adds_up',
      sql`${table.taxablePaise} + ${table.cgstPaise} + ${table.sgstPaise} + ${table.igstPaise} = ${table.totalPaise}`,
    ),
  ],
);
