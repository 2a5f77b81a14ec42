import { formatDate } from '@pathshala/shared/dates';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { outboxEmails } from '../../db/schema/email.ts';
import { buildTestApp, signedInLearner, testConfig } from '../../testing/build-test-app.ts';
import { pdfBytes } from '../../testing/documents.ts';
import { createCourse, createUser } from '../../testing/factories.ts';
import { multipartForm } from '../../testing/multipart.ts';
import { readMail, startTestSmtpServer } from '../../testing/smtp.ts';

const smtp = await startTestSmtpServer();
const { received } = smtp;

const base = testConfig();
const { app, db } = await buildTestApp({
  mail: { smtpUrl: smtp.url, from: 'Pathshala <no-reply@pathshala.in>', outboxPollMs: 0 },
  rateLimits: { ...base.rateLimits, formsPerMinute: 1000, authPerMinute: 1000 },
});

beforeEach(async () => {
  received.length = 0;
  await db.delete(outboxEmails);
});

const HINDI_COOKIE = { cookie: 'pathshala_lang=hi-IN' };

/** Delivers what was queued (a row is due by the database's clock, a moment ahead of the server's). */
async function deliveredTo(to: string) {
  await app.backgroundTasks.settled();
  await app.outbox.deliverDue(new Date(Date.now() + 1000));
  const mails = received.filter((mail) => mail.to === to).map((mail) => readMail(mail.raw));
  expect(mails).toHaveLength(1);
  return mails[0] as ReturnType<typeof readMail>;
}

const register = (email: string, headers: Record<string, string> = {}) =>
  app.inject({
    method: 'POST',
    url: '/api/user/register',
    headers,
    payload: { name: 'Meera Nair', email, mobileNo: '9876543210', password: 'Strong@pass1' },
  });

const askForReset = (email: string) =>
  app.inject({ method: 'POST', url: '/api/user/forgotPassword', payload: { email } });

async function buy(cookie: string, title: string) {
  const course = await createCourse(db, { title, realPricePaise: 12_345_600, discountedPricePaise: null });
  const post = (url: string, payload: object) =>
    app.inject({ method: 'POST', url, headers: { cookie }, payload });
  const order = (await post('/api/payment/createOrder', { courseId: course.id })).json().data;
  const paid = await post('/api/payment/simulator/pay', {
    orderId: order.razorpayOrder.id,
    outcome: 'success',
  });
  const verified = await post('/api/payment/verifyPayment', { token: order.token, ...paid.json().data });
  expect(verified.json().success).toBe(true);
}

async function applyForCareer(email: string, headers: Record<string, string> = {}) {
  const form = multipartForm(
    {
      name: 'Asha Verma',
      email,
      mobileNo: '9876543210',
      college: 'Delhi University',
      year: 'third year',
      github: '',
      position: 'Frontend Engineer',
    },
    { field: 'resume', filename: 'asha.pdf', contentType: 'application/pdf', content: pdfBytes(200) },
  );
  const response = await app.inject({
    method: 'POST',
    url: '/api/internship/apply',
    headers: { ...headers, 'content-type': form.contentType },
    payload: form.payload,
  });
  expect(response.statusCode, response.body).toBe(201);
}

async function applyForInternships(email: string, headers: Record<string, string> = {}) {
  const form = multipartForm({
    fullName: 'Rohan Mehta',
    email,
    phoneNumber: '9123456780',
    university: 'IIT Bombay',
    program: 'B.Tech Computer Science',
    yearOfStudy: '2',
    internshipSelection: '1',
    motivation: 'I want to build real products with a team and learn how software ships to users.',
    consent: 'true',
  });
  const response = await app.inject({
    method: 'POST',
    url: '/api/internshipapplication/applyforinternship',
    headers: { ...headers, 'content-type': form.contentType },
    payload: form.payload,
  });
  expect(response.statusCode, response.body).toBe(201);
}

describe('e-mails to a learner whose profile is in Hindi', () => {
  it('welcomes an account registered from the Hindi interface in Hindi, and keeps Hindi in its profile', async () => {
    const created = await register('meera.hindi@example.com', HINDI_COOKIE);
    expect(created.statusCode).toBe(201);
    expect(created.json().data.language).toBe('hi-IN');
    const [queued] = await db
      .select()
      .from(outboxEmails)
      .where(eq(outboxEmails.to, 'meera.hindi@example.com'));
    expect(queued).toMatchObject({ locale: 'hi-IN', subject: 'Pathshala में आपका स्वागत है' });

    const mail = await deliveredTo('meera.hindi@example.com');
    expect(mail.subject).toBe('Pathshala में आपका स्वागत है');
    expect(mail.text).toContain('नमस्ते Meera Nair,');
    expect(mail.text).toContain('आपका Pathshala अकाउंट तैयार है।');
    expect(mail.text).toContain('कोर्स देखें: http://localhost:3000/courses');
    expect(mail.html).toContain('<html lang="hi-IN"');
    expect(mail.html).toContain("font-family:'Noto Sans Devanagari', 'Nirmala UI', Mangal,");
  });

  it('sends the password reset link in Hindi', async () => {
    const { user } = await createUser(db, { name: 'Kavya', language: 'hi-IN' });
    await askForReset(user.email);
    const mail = await deliveredTo(user.email);
    expect(mail.subject).toBe('अपना Pathshala पासवर्ड रीसेट करें');
    expect(mail.text).toContain('नमस्ते Kavya,');
    expect(mail.text).toMatch(/नया पासवर्ड चुनें: http:\/\/localhost:3000\/reset-password\?code=[\w-]+/);
    expect(mail.text).toContain('यह लिंक सिर्फ़ एक बार काम करेगा और 30 मिनट में एक्सपायर हो जाएगा।');
  });

  it('sends the receipt in Hindi, the amount in Indian grouping and the day in India', async () => {
    const { user, cookie } = await signedInLearner(app, db, { language: 'hi-IN' });
    await buy(cookie, 'DSA for placements');
    const [queued] = await db.select().from(outboxEmails).where(eq(outboxEmails.to, user.email));
    const mail = await deliveredTo(user.email);
    expect(mail.subject).toMatch(/^आपकी Pathshala रसीद PS-/);
    expect(mail.text).toContain('ख़रीदारी के लिए धन्यवाद। आपके कोर्स My Learnings में तैयार हैं।');
    expect(mail.text).toContain('आपका GST टैक्स इनवॉइस इस ई-मेल के साथ अटैच है');
    expect(mail.text).toContain('DSA for placements: ₹1,23,456');
    expect(mail.text).toContain('कुल भुगतान: ₹1,23,456');
    const paidOn = formatDate(String(queued?.params.paidAt), { month: 'long', locale: 'hi-IN' });
    expect(paidOn).toMatch(/^\d+ \S+ \d{4}$/);
    expect(mail.text).toContain(`भुगतान की तारीख़: ${paidOn}`);
  });

  it('acknowledges an application in Hindi, whatever language the form was sent in', async () => {
    const { user } = await createUser(db, { language: 'hi-IN' });
    await applyForCareer(user.email, { 'accept-language': 'en-GB,en;q=0.9' });
    const mail = await deliveredTo(user.email);
    expect(mail.subject).toBe('आवेदन मिल गया: Frontend Engineer');
    expect(mail.text).toContain('Pathshala में Frontend Engineer के लिए आवेदन करने के लिए धन्यवाद।');
  });
});

describe('e-mails to an address without an account', () => {
  it('acknowledge an application in the language of the form that sent it', async () => {
    await applyForInternships('rohan.hindi@example.com', HINDI_COOKIE);
    await applyForInternships('rohan.browser@example.com', { 'accept-language': 'hi-IN,hi;q=0.9,en;q=0.5' });
    for (const to of ['rohan.hindi@example.com', 'rohan.browser@example.com']) {
      const mail = await deliveredTo(to);
      expect(mail.subject, to).toBe('आपका इंटर्नशिप आवेदन हमें मिल गया है');
      expect(mail.text, to).toContain('इन इंटर्नशिप के लिए आवेदन करने के लिए धन्यवाद: ');
    }
  });
});

describe('e-mails to a learner whose profile is in English', () => {
  it('welcome in the exact English texts', async () => {
    expect((await register('meera.english@example.com')).json().data.language).toBe('en-US');
    const mail = await deliveredTo('meera.english@example.com');
    expect(mail.subject).toBe('Welcome to Pathshala');
    expect(mail.text).toBe(
      [
        'Hello Meera Nair,',
        '',
        'Your Pathshala account is ready. Browse the courses, watch the free lectures of any of them, and pick up where you left off from My Learnings.',
        '',
        'Questions about a course or a batch? Reply to support@pathshala.in and a member of our team will answer within one working day.',
        '',
        'Browse courses: http://localhost:3000/courses',
        '',
        '— Pathshala · support@pathshala.in',
      ].join('\n'),
    );
    expect(mail.html).toContain('<html lang="en-IN"');
    expect(mail.html).toContain('font-family:Inter, Segoe UI, Helvetica, Arial, sans-serif');
  });

  it('send the password reset link in the exact English texts', async () => {
    const { user } = await createUser(db, { name: 'Kiran' });
    await askForReset(user.email);
    const mail = await deliveredTo(user.email);
    expect(mail.subject).toBe('Reset your Pathshala password');
    expect(mail.text.replace(/code=[\w-]+/, 'code=…')).toBe(
      [
        'Hello Kiran,',
        '',
        'Someone asked to reset the password of your Pathshala account. If it was you, choose a new one:',
        '',
        'Choose a new password: http://localhost:3000/reset-password?code=…',
        '',
        'The link works once and expires in 30 minutes. If you did not ask for it, ignore this e-mail: your password stays as it is.',
        '',
        '— Pathshala · support@pathshala.in',
      ].join('\n'),
    );
  });

  it('send the receipt in the exact English texts', async () => {
    const { user, cookie } = await signedInLearner(app, db);
    await buy(cookie, 'SQL for analysts');
    const [queued] = await db.select().from(outboxEmails).where(eq(outboxEmails.to, user.email));
    const mail = await deliveredTo(user.email);
    expect(mail.subject).toMatch(/^Your Pathshala receipt PS-\S+$/);
    expect(mail.text).toContain(
      'Thank you for your purchase. Your courses are ready in My Learnings.\n\nYour GST tax invoice is attached to this e-mail and can be downloaded from your orders.',
    );
    expect(mail.text).toContain('SQL for analysts: ₹1,23,456\nTotal paid: ₹1,23,456\nReceipt: PS-');
    expect(mail.text).toContain(
      `Paid on: ${formatDate(String(queued?.params.paidAt), { month: 'long' })}\n\nSee your orders: http://localhost:3000/profile/orders`,
    );
  });

  it('acknowledge an application in English, even when the form was sent from the Hindi interface', async () => {
    const { user } = await createUser(db);
    await applyForCareer(user.email, HINDI_COOKIE);
    const mail = await deliveredTo(user.email);
    expect(mail.subject).toBe('Application received: Frontend Engineer');
    expect(mail.text).toBe(
      [
        'Hello Asha Verma,',
        '',
        'Thank you for applying for Frontend Engineer at Pathshala.',
        '',
        'We review every application within 3 working days and will write to you about the next step.',
        '',
        '— Pathshala · support@pathshala.in',
      ].join('\n'),
    );
  });
});
