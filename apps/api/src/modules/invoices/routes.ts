import {
  ZAdminTaxDocumentsQuerySchema,
  ZAdminTaxDocumentsResponseSchema,
  ZTaxExportQuerySchema,
} from '@pathshala/shared/admin';
import { indiaDay } from '@pathshala/shared/dates';
import { and, asc, count, desc, eq, gte, ilike, inArray, lt, or, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { taxDocuments } from '../../db/schema/invoices.ts';
import { csvCell } from '../../lib/csv.ts';
import { page, pageWindow } from '../../lib/paging.ts';
import { containing, dateBound } from '../../lib/search-filters.ts';
import { currentUser, requireUser } from '../../plugins/auth.ts';
import { AppError } from '../../plugins/errors.ts';
import { documentFileName } from './pdf.ts';
import { findDocument, renderTaxDocument } from './service.ts';

const DOCUMENT_NOT_FOUND = 'Invoice not found';
const rupees = (paise: number) => paise / 100;

export const downloadPathOf = (documentId: string) => `/api/invoices/${documentId}/pdf`;

/** The month's documents in India time: from the 1st 00:00 IST to the next 1st. */
function monthRange(month: string) {
  const from = dateBound(`${month}-01`, false);
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  const next = monthNumber === 12 ? `${year + 1}-01` : `${year}-${String(monthNumber + 1).padStart(2, '0')}`;
  return { from, to: dateBound(`${next}-01`, false) };
}

export const invoiceRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  app.get(
    '/api/invoices/:documentId/pdf',
    {
      preHandler: requireUser,
      schema: {
        tags: ['commerce'],
        summary: "A GST invoice or credit note as PDF: the learner's own, or any for an admin",
        params: z.object({ documentId: z.uuid({ message: DOCUMENT_NOT_FOUND }) }),
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const document = await findDocument(db, request.params.documentId);
      // Someone else's invoice answers like a missing one.
      if (!document || (document.userId !== user.id && user.role !== 'admin')) {
        throw new AppError('NOT_FOUND', DOCUMENT_NOT_FOUND);
      }
      const pdf = await renderTaxDocument(db, document);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="${documentFileName(document)}"`)
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  );

  app.get(
    '/api/admin/invoices',
    {
      schema: {
        tags: ['admin'],
        summary: 'GST invoices and credit notes, by kind and month (India time); q: number or buyer e-mail',
        querystring: ZAdminTaxDocumentsQuerySchema,
        response: { 200: ZAdminTaxDocumentsResponseSchema },
      },
    },
    async (request) => {
      const { query } = request;
      const range = query.month ? monthRange(query.month) : undefined;
      const where = and(
        query.kind ? eq(taxDocuments.kind, query.kind) : undefined,
        query.orderId ? eq(taxDocuments.orderId, query.orderId) : undefined,
        range ? gte(taxDocuments.issuedAt, range.from) : undefined,
        range ? lt(taxDocuments.issuedAt, range.to) : undefined,
        query.q
          ? or(
              ilike(taxDocuments.number, containing(query.q)),
              sql`${taxDocuments.buyer}->>'email' ilike ${containing(query.q)}`,
            )
          : undefined,
      );
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(taxDocuments)
          .where(where)
          .orderBy(query.order === 'asc' ? asc(taxDocuments.issuedAt) : desc(taxDocuments.issuedAt))
          .limit(pageWindow(query).limit)
          .offset(pageWindow(query).offset),
        db.select({ n: count() }).from(taxDocuments).where(where),
      ]);
      return page(
        rows.map((row) => ({
          id: row.id,
          kind: row.kind,
          number: row.number,
          orderId: row.orderId,
          issuedAt: row.issuedAt.toISOString(),
          buyerName: row.buyer.name,
          placeOfSupply: `${row.buyer.stateName} (${row.buyer.stateCode})`,
          taxable: rupees(row.taxablePaise),
          cgst: rupees(row.cgstPaise),
          sgst: rupees(row.sgstPaise),
          igst: rupees(row.igstPaise),
          total: rupees(row.totalPaise),
          downloadPath: downloadPathOf(row.id),
        })),
        total?.n ?? 0,
        query,
      );
    },
  );

  app.get(
    '/api/admin/invoices/export',
    {
      schema: {
        tags: ['admin'],
        summary: "A month's invoices and credit notes as CSV, for the GST return (credit notes negative)",
        querystring: ZTaxExportQuerySchema,
      },
    },
    async (request, reply) => {
      const { month } = request.query;
      const range = monthRange(month);
      const rows = await db
        .select()
        .from(taxDocuments)
        .where(and(gte(taxDocuments.issuedAt, range.from), lt(taxDocuments.issuedAt, range.to)))
        .orderBy(asc(taxDocuments.kind), asc(taxDocuments.number));
      const header = [
        'Document type',
        'Number',
        'Date (IST)',
        'Against invoice',
        'Buyer',
        'Place of supply code',
        'Place of supply',
        'Supply',
        'SAC',
        'Taxable value',
        'CGST',
        'SGST',
        'IGST',
        'Total',
      ];
      // Credit notes name their invoice, which may be from an earlier month: one query for all of those.
      const earlier = [
        ...new Set(rows.map((row) => row.invoiceId).filter((id): id is string => id !== null)),
      ];
      const invoices =
        earlier.length === 0
          ? []
          : await db
              .select({ id: taxDocuments.id, number: taxDocuments.number })
              .from(taxDocuments)
              .where(inArray(taxDocuments.id, earlier));
      const numbers = new Map(invoices.map((row) => [row.id, row.number]));
      const lines = [header.map(csvCell).join(',')];
      for (const row of rows) {
        const sign = row.kind === 'credit_note' ? -1 : 1;
        const money = (paise: number) => ((sign * paise) / 100).toFixed(2);
        const against = row.invoiceId ? (numbers.get(row.invoiceId) ?? '') : '';
        lines.push(
          [
            row.kind === 'invoice' ? 'Invoice' : 'Credit note',
            row.number,
            indiaDay(row.issuedAt),
            against ?? '',
            row.buyer.name,
            row.buyer.stateCode,
            row.buyer.stateName,
            row.supply === 'intra' ? 'Intra-state' : 'Inter-state',
            row.lines[0]?.sac ?? '',
            money(row.taxablePaise),
            money(row.cgstPaise),
            money(row.sgstPaise),
            money(row.igstPaise),
            money(row.totalPaise),
          ]
            .map(csvCell)
            .join(','),
        );
      }
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="pathshala-gst-${month}.csv"`)
        .header('cache-control', 'private, no-store')
        .send(`${lines.join('\r\n')}\r\n`);
    },
  );
};
