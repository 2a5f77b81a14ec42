import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditEntries } from '../../db/schema/audit.ts';
import { enrollments, refunds, simulatedGatewayPayments } from '../../db/schema/commerce.ts';
import { outboxEmails } from '../../db/schema/email.ts';
import { taxDocuments } from '../../db/schema/invoices.ts';
import { notifications } from '../../db/schema/notifications.ts';
import { buildTestApp, signedInLearner } from '../../testing/build-test-app.ts';
import { createChapter, createCourse } from '../../testing/factories.ts';
import { actualTexts, embeddedFonts, notdefGlyphs, pdfText } from '../../testing/pdf-inspect.ts';
import { startTestSmtpServer } from '../../testing/smtp.ts';
import { financialYear } from './tax.ts';

const smtp = await startTestSmtpServer();
// The specimen seller is in Karnataka (29).
const { app, db, config } = await buildTestApp({
  mail: { smtpUrl: smtp.url, from: 'Pathshala <no-reply@pathshala.in>', outboxPollMs: 0 },
});
expect(config.seller).toMatchObject({ stateCode: '29', specimen: true });

type Caller = { cookie: string; user: { id: string; email: string } };
const call = (caller: Caller | undefined, method: 'GET' | 'POST', url: string, payload?: object) =>
  app.inject({
    method,
    url,
    headers: caller ? { cookie: caller.cookie } : {},
    ...(payload ? { payload } : {}),
  });

async function buy(caller: Caller, courseId: string, state?: string) {
  const placed = await call(caller, 'POST', '/api/payment/createOrder', {
    courseId,
    ...(state ? { state } : {}),
  });
  expect(placed.statusCode, placed.body).toBe(200);
  const created = placed.json().data;
  const paid = (
    await call(caller, 'POST', '/api/payment/simulator/pay', {
      orderId: created.razorpayOrder.id,
      outcome: 'success',
    })
  ).json().data;
  return {
    token: created.token as string,
    verify: () => call(caller, 'POST', '/api/payment/verifyPayment', { token: created.token, ...paid }),
  };
}

const ordersOf = async (caller: Caller) => (await call(caller, 'GET', '/api/payment/orders')).json().data;
const invoiceOf = async (orderId: string) => {
  const [invoice] = await db.select().from(taxDocuments).where(eq(taxDocuments.orderId, orderId));
  return invoice;
};

let course: Awaited<ReturnType<typeof createCourse>>;
let lectureId: string;
let admin: Caller;

beforeAll(async () => {
  course = await createCourse(db, {
    title: 'System Design',
    realPricePaise: 499_900,
    discountedPricePaise: 399_900,
  });
  const { lectures } = await createChapter(db, course.id, [{ title: 'Load balancers' }]);
  lectureId = lectures[0]?.id ?? '';
  admin = await signedInLearner(app, db, { role: 'admin' });
});

describe('GST invoices', () => {
  it('issues one per paid order: IGST for another state, CGST and SGST within the seller’s', async () => {
    const fromMaharashtra = await signedInLearner(app, db, { name: 'Rohan Patil' });
    const order = await buy(fromMaharashtra, course.id, '27');
    expect((await order.verify()).statusCode).toBe(200);
    const invoice = await invoiceOf(order.token);
    expect(invoice).toMatchObject({
      kind: 'invoice',
      supply: 'inter',
      totalPaise: 399_900,
      taxablePaise: 338_898,
      igstPaise: 61_002,
      cgstPaise: 0,
      buyer: { name: 'Rohan Patil', stateCode: '27', stateName: 'Maharashtra' },
      seller: { gstin: '29AAACP1234F1ZR', stateCode: '29', specimen: true },
    });
    expect(invoice?.number).toMatch(new RegExp(`^PS/${financialYear(new Date())}/\\d{6}$`));
    // A repeated confirmation does not issue a second one.
    await order.verify();
    expect(await db.select().from(taxDocuments).where(eq(taxDocuments.orderId, order.token))).toHaveLength(1);

    const fromKarnataka = await signedInLearner(app, db);
    const local = await buy(fromKarnataka, course.id, '29');
    await local.verify();
    expect(await invoiceOf(local.token)).toMatchObject({
      supply: 'intra',
      cgstPaise: 30_501,
      sgstPaise: 30_501,
      igstPaise: 0,
    });

    // No state given: the place of supply is the seller's state.
    const unknown = await signedInLearner(app, db);
    const unstated = await buy(unknown, course.id);
    await unstated.verify();
    expect(await invoiceOf(unstated.token)).toMatchObject({ supply: 'intra', buyer: { stateCode: '29' } });

    const refused = await call(unknown, 'POST', '/api/payment/createOrder', {
      courseId: course.id,
      state: '99',
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('Please choose your state from the list.');
  });

  it('lets the learner download it from Orders, and no one else but an admin', async () => {
    const learner = await signedInLearner(app, db);
    const order = await buy(learner, course.id, '07');
    await order.verify();
    const [summary] = await ordersOf(learner);
    expect(summary.documents).toEqual([
      expect.objectContaining({
        kind: 'invoice',
        number: expect.stringMatching(/^PS\//),
        downloadPath: expect.any(String),
      }),
    ]);
    const pdf = await call(learner, 'GET', summary.documents[0].downloadPath);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toMatch(/^attachment; filename="PS-\d{4}-\d{2}-\d{6}\.pdf"$/);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    const stranger = await signedInLearner(app, db);
    expect((await call(stranger, 'GET', summary.documents[0].downloadPath)).statusCode).toBe(404);
    expect((await call(undefined, 'GET', summary.documents[0].downloadPath)).statusCode).toBe(401);
    expect((await call(admin, 'GET', summary.documents[0].downloadPath)).statusCode).toBe(200);
    expect((await call(learner, 'GET', `/api/invoices/${randomUUID()}/pdf`)).statusCode).toBe(404);
  });

  it('prints a buyer’s name in Devanagari, with every glyph there, in a small PDF', async () => {
    const name = 'प्रिया शर्मा (Priya)';
    const learner = await signedInLearner(app, db, { name });
    const order = await buy(learner, course.id, '09');
    await order.verify();
    const [summary] = await ordersOf(learner);
    const download = await call(learner, 'GET', summary.documents[0].downloadPath);
    expect(download.statusCode).toBe(200);
    const pdf = download.rawPayload;
    expect((await invoiceOf(order.token))?.buyer.name).toBe(name);

    // No character drawn as an empty box, and the Devanagari drawn with its own font, embedded as a subset.
    expect(notdefGlyphs(pdf)).toBe(0);
    expect(embeddedFonts(pdf)).toEqual(
      expect.arrayContaining(['NotoSans-Regular', 'NotoSansDevanagari-Bold']),
    );
    expect(embeddedFonts(pdf).some((font) => font.startsWith('Helvetica'))).toBe(false);
    expect(pdf.length).toBeLessThan(80_000);
    // Copying the name gives it as typed (ActualText); the extracted glyphs are its letters (in visual order).
    expect(actualTexts(pdf)).toContain('प्रिया शर्मा (');
    const text = await pdfText(pdf);
    expect(text).toContain('Priya)');
    expect(text).toContain('Total (₹)');
    const devanagari = (value: string) => [...value.replace(/[^\u0900-\u097f]/g, '')].sort().join('');
    expect(devanagari(text)).toBe(devanagari(name));
  });

  it('mails it as a PDF with the receipt', async () => {
    smtp.received.length = 0;
    const learner = await signedInLearner(app, db);
    const order = await buy(learner, course.id, '33');
    await order.verify();
    await app.outbox.deliverDue();
    const receipt = smtp.received.find((mail) => mail.to === learner.user.email);
    expect(receipt?.raw).toContain('Subject: Your Pathshala receipt');
    const invoice = await invoiceOf(order.token);
    expect(receipt?.raw).toMatch(/Content-Type: application\/pdf;\s+name=PS-\d{4}-\d{2}-\d{6}\.pdf/);
    expect(receipt?.raw).toContain(`filename=${invoice?.number.replaceAll('/', '-')}.pdf`);
  });

  it('numbers 50 concurrent payments in one unbroken series', async () => {
    const before = await db
      .select({ number: taxDocuments.number })
      .from(taxDocuments)
      .where(eq(taxDocuments.kind, 'invoice'));
    // Signed in and checked out one by one (logins are throttled per client); the payments settle at once.
    const orders = [];
    for (let count = 0; count < 50; count += 1)
      orders.push(await buy(await signedInLearner(app, db), course.id));
    const answers = await Promise.all(orders.map((order) => order.verify()));
    expect(answers.map((answer) => answer.statusCode)).toEqual(answers.map(() => 200));
    const numbers = (
      await db
        .select({ number: taxDocuments.number })
        .from(taxDocuments)
        .where(eq(taxDocuments.kind, 'invoice'))
    )
      .map((row) => Number(row.number.slice(-6)))
      .sort((a, b) => a - b);
    expect(numbers).toHaveLength(before.length + 50);
    expect(numbers).toEqual(numbers.map((_, index) => index + 1));
  });
});

describe('refunds from the console', () => {
  const refund = (orderId: string, body: object) =>
    call(admin, 'POST', `/api/admin/orders/${orderId}/refund`, body);

  it('refunds in full through the gateway, ends access at once, issues a credit note, once per key', async () => {
    const learner = await signedInLearner(app, db);
    const order = await buy(learner, course.id, '27');
    await order.verify();
    const lecture = () => call(learner, 'POST', '/api/lectures/getLectureDetails', { lectureId });
    expect((await lecture()).statusCode).toBe(200);

    const key = `refund-${randomUUID()}`;
    const [first, second] = await Promise.all([
      refund(order.token, { note: 'Asked within 7 days', idempotencyKey: key }),
      refund(order.token, { note: 'Asked within 7 days', idempotencyKey: key }),
    ]);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    expect([first.json().data.repeated, second.json().data.repeated].sort()).toEqual([false, true]);
    // Either answer may come back while the other is still sending it to the gateway.
    expect(first.json().data).toMatchObject({ amount: 3999, orderStatus: 'refunded' });

    const rows = await db.select().from(refunds).where(eq(refunds.orderId, order.token));
    expect(rows).toEqual([
      expect.objectContaining({ reason: 'admin', amountPaise: 399_900, status: 'processed' }),
    ]);
    const [gatewayPayment] = await db
      .select()
      .from(simulatedGatewayPayments)
      .where(eq(simulatedGatewayPayments.orderId, rows[0]?.paymentId ?? ''))
      .limit(1);
    expect(gatewayPayment === undefined || gatewayPayment.amountRefundedPaise === 399_900).toBe(true);

    expect((await lecture()).statusCode).toBe(403);
    const [enrolment] = await db.select().from(enrollments).where(eq(enrollments.orderId, order.token));
    expect(enrolment?.status).toBe('revoked');
    // The learner is told once, whichever of the two requests made the refund.
    const told = await db
      .select({ kind: notifications.kind, dedupeKey: notifications.dedupeKey })
      .from(notifications)
      .where(eq(notifications.userId, learner.user.id));
    expect(told).toEqual([{ kind: 'refundCompleted', dedupeKey: `refund:${rows[0]?.id}` }]);

    const documents = await db.select().from(taxDocuments).where(eq(taxDocuments.orderId, order.token));
    const creditNote = documents.find((document) => document.kind === 'credit_note');
    expect(creditNote).toMatchObject({
      totalPaise: 399_900,
      igstPaise: 61_002,
      supply: 'inter',
      refundId: rows[0]?.id,
    });
    expect(creditNote?.number).toMatch(/^CN\/\d{4}-\d{2}\/\d{6}$/);
    expect(first.json().data.creditNote).toEqual({ id: creditNote?.id, number: creditNote?.number });
    const ofOrder = (await call(admin, 'GET', `/api/admin/invoices?orderId=${order.token}&order=asc`)).json()
      .data;
    expect(ofOrder.items.map((document: { kind: string }) => document.kind)).toEqual([
      'invoice',
      'credit_note',
    ]);
    const [summary] = await ordersOf(learner);
    expect(summary.documents.map((document: { kind: string }) => document.kind)).toEqual([
      'invoice',
      'credit_note',
    ]);
    expect(summary.refunds).toEqual([expect.objectContaining({ reason: 'admin', amount: 3999 })]);

    const audit = await db.select().from(auditEntries).where(eq(auditEntries.objectId, order.token));
    expect(audit).toEqual([expect.objectContaining({ action: 'order.refund', actorId: admin.user.id })]);
    const mails = await db.select().from(outboxEmails).where(eq(outboxEmails.template, 'refundIssued'));
    expect(mails.filter((mail) => mail.to === learner.user.email)).toHaveLength(1);

    const again = await refund(order.token, { note: 'Again', idempotencyKey: `refund-${randomUUID()}` });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This order is already refunded in full.');
  });

  it('refunds in part, keeps access, and never more than was paid', async () => {
    const learner = await signedInLearner(app, db);
    const order = await buy(learner, course.id);
    await order.verify();
    const part = await refund(order.token, {
      amount: 999.5,
      note: 'Late batch start',
      idempotencyKey: `p-${randomUUID()}`,
    });
    expect(part.json().data).toMatchObject({ amount: 999.5, orderStatus: 'paid' });
    expect((await call(learner, 'POST', '/api/lectures/getLectureDetails', { lectureId })).statusCode).toBe(
      200,
    );
    const tooMuch = await refund(order.token, {
      amount: 3000,
      note: 'Too much',
      idempotencyKey: `p-${randomUUID()}`,
    });
    expect(tooMuch.statusCode).toBe(409);
    expect(tooMuch.json().message).toBe('At most ₹2,999.5 can be refunded on this order.');
    const rest = await refund(order.token, { note: 'The rest', idempotencyKey: `p-${randomUUID()}` });
    expect(rest.json().data).toMatchObject({ amount: 2999.5, orderStatus: 'refunded' });
    const notes = await db.select().from(taxDocuments).where(eq(taxDocuments.orderId, order.token));
    expect(
      notes
        .filter((note) => note.kind === 'credit_note')
        .map((note) => note.totalPaise)
        .sort(),
    ).toEqual([299_950, 99_950]);
  });

  it('refuses unpaid orders, a key reused for another order and bad input', async () => {
    const learner = await signedInLearner(app, db);
    const open = (await call(learner, 'POST', '/api/payment/createOrder', { courseId: course.id })).json()
      .data;
    const notPaid = await refund(open.token, { note: 'No payment', idempotencyKey: `u-${randomUUID()}` });
    expect(notPaid.statusCode).toBe(409);
    expect(notPaid.json().message).toBe('Only a paid order or a payment held for review can be refunded.');

    const other = await signedInLearner(app, db);
    const paid = await buy(other, course.id);
    await paid.verify();
    const key = `k-${randomUUID()}`;
    await refund(paid.token, { amount: 1, note: 'Goodwill', idempotencyKey: key });
    const another = await signedInLearner(app, db);
    const anotherOrder = await buy(another, course.id);
    await anotherOrder.verify();
    const reused = await refund(anotherOrder.token, { amount: 1, note: 'Goodwill', idempotencyKey: key });
    expect(reused.statusCode).toBe(409);
    expect(reused.json().message).toBe('This idempotency key belongs to another refund.');

    for (const body of [
      { note: 'x', idempotencyKey: `b-${randomUUID()}` },
      { note: 'Fine reason', idempotencyKey: 'short' },
      { amount: -5, note: 'Negative', idempotencyKey: `b-${randomUUID()}` },
    ]) {
      expect((await refund(paid.token, body)).statusCode).toBe(400);
    }
    expect(
      (await refund(randomUUID(), { note: 'Missing', idempotencyKey: `m-${randomUUID()}` })).statusCode,
    ).toBe(404);
  });
});

describe('the monthly GST export', () => {
  it('lists the month’s invoices and credit notes (negative) as CSV, formulas neutralised', async () => {
    const learner = await signedInLearner(app, db, { name: '=HYPERLINK("http://evil")' });
    const order = await buy(learner, course.id, '27');
    await order.verify();
    const month = new Date(Date.now() + 5.5 * 3600_000).toISOString().slice(0, 7);
    const csv = await call(admin, 'GET', `/api/admin/invoices/export?month=${month}`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toBe(`attachment; filename="pathshala-gst-${month}.csv"`);
    const lines = csv.body.trim().split('\r\n');
    expect(lines[0]).toContain('"Taxable value","CGST","SGST","IGST","Total"');
    expect(lines.some((line) => line.startsWith('"Credit note"') && line.includes('"-3999.00"'))).toBe(true);
    expect(csv.body).toContain(`"'=HYPERLINK(""http://evil"")"`);
    expect(csv.body).not.toContain('"=HYPERLINK');

    const empty = await call(admin, 'GET', '/api/admin/invoices/export?month=2001-01');
    expect(empty.body.trim().split('\r\n')).toHaveLength(1);
    expect((await call(admin, 'GET', '/api/admin/invoices/export?month=2026-13')).statusCode).toBe(400);

    const listed = (await call(admin, 'GET', `/api/admin/invoices?month=${month}&kind=credit_note`)).json()
      .data;
    expect(listed.total).toBeGreaterThan(0);
    expect(listed.items.every((item: { kind: string; total: number }) => item.kind === 'credit_note')).toBe(
      true,
    );
  });
});
