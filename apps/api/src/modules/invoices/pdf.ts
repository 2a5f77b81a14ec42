import { GST_RATE_PERCENT } from '@pathshala/shared/gst';
import PDFDocument from 'pdfkit';
import type { TaxDocument } from './service.ts';
import { amountInWords } from './tax.ts';

/** 1,23,456.78 — Indian digit grouping, always two decimals ("INR" heads the columns; the PDF fonts lack ₹). */
export const indianAmount = (paise: number) =>
  (paise / 100).toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

const indianDate = (date: Date) =>
  date.toLocaleDateString('en-IN', {
    day: '2-digit',
    month: 'short',
    year: 'numeric',
    timeZone: 'Asia/Kolkata',
  });

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
  const pdf = new PDFDocument({
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
    pdf
      .save()
      .rotate(-30, { origin: [pdf.page.width / 2, pdf.page.height / 2] })
      .fillColor('#e2e8f0')
      .font('Helvetica-Bold')
      .fontSize(90)
      .text('SPECIMEN', 0, pdf.page.height / 2 - 50, { width: pdf.page.width, align: 'center' })
      .restore();
  }

  pdf.fillColor('#1d4ed8').font('Helvetica-Bold').fontSize(22).text('Pathshala', left, 48);
  pdf.fillColor('#0f172a').fontSize(16).text(documentTitle(document), left, 52, { width, align: 'right' });
  pdf
    .font('Helvetica')
    .fontSize(9)
    .fillColor('#475569')
    .text(document.kind === 'invoice' ? 'Original for recipient' : 'Issued against a refund', left, 72, {
      width,
      align: 'right',
    });

  // Seller and document facts.
  let y = 104;
  const seller = document.seller;
  pdf
    .fillColor('#0f172a')
    .font('Helvetica-Bold')
    .fontSize(10)
    .text(seller.name, left, y, { width: width / 2 });
  pdf
    .font('Helvetica')
    .fontSize(9)
    .fillColor('#334155')
    .text(seller.address ?? '', { width: width / 2 - 10 })
    .text(`GSTIN: ${seller.gstin ?? ''}`)
    .text(`State: ${seller.stateName} (${seller.stateCode})`);
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
    pdf
      .font('Helvetica')
      .fontSize(9)
      .fillColor('#64748b')
      .text(label, left + width / 2, factY, { width: 110 });
    pdf
      .font('Helvetica-Bold')
      .fillColor('#0f172a')
      .text(value, left + width / 2 + 110, factY, { width: width / 2 - 110 });
    factY += 15;
  }

  // Buyer.
  y = Math.max(pdf.y, factY) + 18;
  pdf.font('Helvetica-Bold').fontSize(9).fillColor('#64748b').text('BILLED TO', left, y);
  pdf
    .font('Helvetica-Bold')
    .fontSize(10)
    .fillColor('#0f172a')
    .text(document.buyer.name, left, y + 13);
  pdf
    .font('Helvetica')
    .fontSize(9)
    .fillColor('#334155')
    .text(document.buyer.email ?? '')
    .text(`State: ${document.buyer.stateName} (${document.buyer.stateCode}) · Unregistered (B2C)`);

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
        { label: 'Total (INR)', width: width - 415, align: 'right' as const },
      ]
    : [
        { label: 'Description', width: 200, align: 'left' as const },
        { label: 'SAC', width: 55, align: 'left' as const },
        { label: 'Taxable value', width: 85, align: 'right' as const },
        { label: `IGST ${GST_RATE_PERCENT}%`, width: 75, align: 'right' as const },
        { label: 'Total (INR)', width: width - 415, align: 'right' as const },
      ];
  const row = (cells: string[], rowY: number, bold = false) => {
    let x = left;
    let height = 0;
    for (const [index, column] of columns.entries()) {
      pdf
        .font(bold ? 'Helvetica-Bold' : 'Helvetica')
        .fontSize(9)
        .fillColor('#0f172a');
      const text = cells[index] ?? '';
      pdf.text(text, x + 4, rowY, { width: column.width - 8, align: column.align });
      height = Math.max(height, pdf.heightOfString(text, { width: column.width - 8 }));
      x += column.width;
    }
    return rowY + height + 8;
  };
  pdf.rect(left, y - 5, width, 20).fill('#eff6ff');
  y = row(
    columns.map((column) => column.label),
    y,
    true,
  );
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
  pdf
    .font('Helvetica')
    .fontSize(9)
    .fillColor('#64748b')
    .text(document.kind === 'invoice' ? 'Amount paid in words' : 'Amount refunded in words', left, y);
  pdf
    .font('Helvetica-Bold')
    .fontSize(10)
    .fillColor('#0f172a')
    .text(amountInWords(document.totalPaise), left, y + 13, { width });
  pdf
    .font('Helvetica')
    .fontSize(8.5)
    .fillColor('#64748b')
    .text(
      `Prices include GST at ${GST_RATE_PERCENT}%. Tax is not payable on reverse charge. This is a computer-generated document and needs no signature.`,
      left,
      pdf.y + 18,
      { width },
    );
  if (specimen) {
    pdf
      .fillColor('#b45309')
      .text('Specimen from a demo installation: the seller details are made up and no tax was charged.', {
        width,
      });
  }
  pdf.end();
  return done;
}
