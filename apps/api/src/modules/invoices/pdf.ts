import { formatDate } from '@pathshala/shared/dates';
import { GST_RATE_PERCENT } from '@pathshala/shared/gst';
import { createPdf, drawText, textHeight } from '../../lib/pdf-text.ts';
import type { TaxDocument } from './service.ts';
import { amountInWords } from './tax.ts';

/** 1,23,456.78 — Indian digit grouping, always two decimals ("₹" heads the columns). */
export const indianAmount = (paise: number) =>
  (paise / 100).toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

const indianDate = (date: Date) => formatDate(date, { day: '2-digit' });

export const documentTitle = (document: TaxDocument) =>
  document.kind === 'invoice' ? 'Tax Invoice' : 'Credit Note';

/** File name of the download and the e-mail attachment: 'PS-2026-27-000123.pdf'. */
export const documentFileName = (document: TaxDocument) => `${document.number.replaceAll('/', '-')}.pdf`;

/**
 * The invoice or credit note as an A4 PDF, drawn from the document as issued (never from today's prices or
 * today's seller details), so the same PDF comes out every time it is downloaded.
 */
export function taxDocumentPdf(document: TaxDocument, options: { invoiceNumber?: string } = {}) {
  const specimen = document.seller.specimen === true;
  const pdf = createPdf({
    size: 'A4',
    margin: 48,
    info: { Title: `${documentTitle(document)} ${document.number}`, Author: document.seller.name },
  });
  const chunks: Buffer[] = [];
  pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve) => pdf.on('end', () => resolve(Buffer.concat(chunks))));
  const left = 48;
  const right = pdf.page.width - 48;
  const width = right - left;

  if (specimen) {
    pdf.save().rotate(-30, { origin: [pdf.page.width / 2, pdf.page.height / 2] });
    drawText(pdf, 'SPECIMEN', 0, pdf.page.height / 2 - 60, {
      size: 90,
      style: 'bold',
      color: '#e2e8f0',
      width: pdf.page.width,
      align: 'center',
    });
    pdf.restore();
  }

  drawText(pdf, 'Pathshala', left, 44, { size: 22, style: 'bold', color: '#1d4ed8' });
  drawText(pdf, documentTitle(document), left, 48, {
    size: 16,
    style: 'bold',
    color: '#0f172a',
    width,
    align: 'right',
  });
  drawText(
    pdf,
    document.kind === 'invoice' ? 'Original for recipient' : 'Issued against a refund',
    left,
    71,
    {
      size: 9,
      color: '#475569',
      width,
      align: 'right',
    },
  );

  // Seller and document facts.
  let y = 104;
  const seller = document.seller;
  const sellerText = { size: 9, color: '#334155', width: width / 2 - 10 };
  let sellerY = drawText(pdf, seller.name, left, y, {
    size: 10,
    style: 'bold',
    color: '#0f172a',
    width: width / 2,
  });
  sellerY = drawText(pdf, seller.address ?? '', left, sellerY, sellerText);
  sellerY = drawText(pdf, `GSTIN: ${seller.gstin ?? ''}`, left, sellerY, sellerText);
  sellerY = drawText(pdf, `State: ${seller.stateName} (${seller.stateCode})`, left, sellerY, sellerText);
  const facts: [string, string][] = [
    [document.kind === 'invoice' ? 'Invoice number' : 'Credit note number', document.number],
    ['Date', indianDate(document.issuedAt)],
    ...(options.invoiceNumber ? [['Against invoice', options.invoiceNumber] as [string, string]] : []),
    ['Place of supply', `${document.buyer.stateName} (${document.buyer.stateCode})`],
    ['Supply', document.supply === 'intra' ? 'Within the state (CGST + SGST)' : 'Inter-state (IGST)'],
    ['Reverse charge', 'No'],
  ];
  let factY = y;
  for (const [label, value] of facts) {
    const labelBottom = drawText(pdf, label, left + width / 2, factY, {
      size: 9,
      color: '#64748b',
      width: 110,
    });
    const valueBottom = drawText(pdf, value, left + width / 2 + 110, factY, {
      size: 9,
      style: 'bold',
      color: '#0f172a',
      width: width / 2 - 110,
    });
    // A value that wraps (a long state name) pushes the next fact down.
    factY = Math.max(factY + 15, labelBottom + 3, valueBottom + 3);
  }

  // Buyer: the name as they gave it, in any Indian script.
  y = Math.max(sellerY, factY) + 18;
  drawText(pdf, 'BILLED TO', left, y, { size: 9, style: 'bold', color: '#64748b' });
  let buyerY = drawText(pdf, document.buyer.name, left, y + 13, {
    size: 10,
    style: 'bold',
    color: '#0f172a',
    width,
  });
  buyerY = drawText(pdf, document.buyer.email ?? '', left, buyerY, { size: 9, color: '#334155', width });
  drawText(
    pdf,
    `State: ${document.buyer.stateName} (${document.buyer.stateCode}) · Unregistered (B2C)`,
    left,
    buyerY,
    { size: 9, color: '#334155', width },
  );

  // Lines.
  y = pdf.y + 20;
  const intra = document.supply === 'intra';
  const half = GST_RATE_PERCENT / 2;
  const columns = intra
    ? [
        { label: 'Description', width: 170, align: 'left' as const },
        { label: 'SAC', width: 50, align: 'left' as const },
        { label: 'Taxable value', width: 75, align: 'right' as const },
        { label: `CGST ${half}%`, width: 60, align: 'right' as const },
        { label: `SGST ${half}%`, width: 60, align: 'right' as const },
        { label: 'Total (₹)', width: width - 415, align: 'right' as const },
      ]
    : [
        { label: 'Description', width: 200, align: 'left' as const },
        { label: 'SAC', width: 55, align: 'left' as const },
        { label: 'Taxable value', width: 85, align: 'right' as const },
        { label: `IGST ${GST_RATE_PERCENT}%`, width: 75, align: 'right' as const },
        { label: 'Total (₹)', width: width - 415, align: 'right' as const },
      ];
  const cellText = (column: (typeof columns)[number], bold: boolean) => ({
    size: 9,
    style: bold ? ('bold' as const) : ('regular' as const),
    color: '#0f172a',
    width: column.width - 8,
    align: column.align,
  });
  const row = (cells: string[], rowY: number, bold = false) => {
    let x = left;
    let bottom = rowY;
    for (const [index, column] of columns.entries()) {
      bottom = Math.max(bottom, drawText(pdf, cells[index] ?? '', x + 4, rowY, cellText(column, bold)));
      x += column.width;
    }
    return bottom + 8;
  };
  const header = columns.map((column) => column.label);
  const headerHeight = Math.max(
    ...columns.map((column, index) => textHeight(pdf, header[index] ?? '', 0, cellText(column, true))),
  );
  pdf.rect(left, y - 5, width, headerHeight + 8).fill('#eff6ff');
  y = row(header, y, true);
  for (const line of document.lines) {
    const cells = intra
      ? [
          line.description,
          line.sac,
          indianAmount(line.taxablePaise),
          indianAmount(line.cgstPaise),
          indianAmount(line.sgstPaise),
          indianAmount(line.totalPaise),
        ]
      : [
          line.description,
          line.sac,
          indianAmount(line.taxablePaise),
          indianAmount(line.igstPaise),
          indianAmount(line.totalPaise),
        ];
    y = row(cells, y);
    pdf
      .moveTo(left, y - 4)
      .lineTo(right, y - 4)
      .lineWidth(0.5)
      .stroke('#cbd5e1');
  }
  const totals = intra
    ? [
        'Total',
        '',
        indianAmount(document.taxablePaise),
        indianAmount(document.cgstPaise),
        indianAmount(document.sgstPaise),
        indianAmount(document.totalPaise),
      ]
    : [
        'Total',
        '',
        indianAmount(document.taxablePaise),
        indianAmount(document.igstPaise),
        indianAmount(document.totalPaise),
      ];
  y = row(totals, y + 2, true);

  y += 10;
  drawText(pdf, document.kind === 'invoice' ? 'Amount paid in words' : 'Amount refunded in words', left, y, {
    size: 9,
    color: '#64748b',
  });
  y = drawText(pdf, amountInWords(document.totalPaise), left, y + 13, {
    size: 10,
    style: 'bold',
    color: '#0f172a',
    width,
  });
  y = drawText(
    pdf,
    `Prices include GST at ${GST_RATE_PERCENT}%. Tax is not payable on reverse charge. This is a computer-generated document and needs no signature.`,
    left,
    y + 18,
    { size: 8.5, color: '#64748b', width },
  );
  if (specimen) {
    drawText(
      pdf,
      'Specimen from a demo installation: the seller details are made up and no tax was charged.',
      left,
      y,
      { size: 8.5, color: '#b45309', width },
    );
  }
  pdf.end();
  return done;
}
