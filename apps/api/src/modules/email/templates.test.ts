import { describe, expect, it } from 'vitest';
import { renderEmail, type TemplateName, type TemplateParams } from './templates.ts';

// 19:25 UTC on 1 December is 12:55 am on 2 December in India: every e-mail must say the 2nd.
const EVENING_UTC = '2025-12-01T19:25:00.000Z';
const siteUrl = 'https://pathshala.example';

const session = {
  name: 'Asha',
  sessionId: '6f1c1f43-3a53-4a1b-9d7e-1d6f0d8c2a11',
  title: 'Joins and indexes',
  courseTitle: 'SQL for analysts',
  coursePath: '/course/sql',
  startsAt: EVENING_UTC,
  durationMinutes: 60,
  agenda: '',
};

/**
 * Every template, with the dates it must write in India's time (none for a template that writes no date). A
 * template added without a row here fails the type check.
 */
const CASES: { [Name in TemplateName]: { params: TemplateParams[Name]; dates: string[] } } = {
  contactAcknowledgement: { params: {}, dates: [] },
  careerApplicationReceived: { params: { name: 'Asha', position: 'Frontend Developer Intern' }, dates: [] },
  internshipApplicationReceived: {
    params: { name: 'Asha', internships: ['Data Analyst Intern'] },
    dates: [],
  },
  newsletterWelcome: { params: { name: 'Asha' }, dates: [] },
  welcome: { params: { name: 'Asha' }, dates: [] },
  passwordReset: {
    params: { name: 'Asha', link: `${siteUrl}/reset-password?code=x`, minutes: 30 },
    dates: [],
  },
  projectReviewed: {
    params: {
      name: 'Asha',
      projectTitle: 'Sales dashboard',
      courseTitle: 'SQL for analysts',
      passed: true,
      score: '42 / 50',
      feedback: 'Clear queries.',
      path: '/projects/1',
    },
    dates: [],
  },
  purchaseReceipt: {
    params: {
      name: 'Asha',
      receipt: 'PS-20251202-AB12CD34',
      items: [{ title: 'SQL for analysts', price: '₹1,499' }],
      amount: '₹1,499',
      discount: null,
      paidAt: EVENING_UTC,
    },
    dates: ['Paid on: 2 December 2025'],
  },
  refundIssued: {
    params: {
      name: 'Asha',
      receipt: 'PS-20251202-AB12CD34',
      amount: '₹1,499',
      access: 'Your access to the courses of this order has ended.',
      refundedAt: EVENING_UTC,
    },
    dates: ['Refunded on: 2 December 2025'],
  },
  passwordChanged: {
    params: { name: 'Asha', changedAt: EVENING_UTC },
    dates: ['changed on 2 December 2025, 12:55 am IST'],
  },
  accountClosed: {
    params: { name: 'Asha', closedAt: EVENING_UTC },
    // Reinstatable for 14 days: until 16 December in India.
    dates: ['closed on 2 December 2025, 12:55 am IST', 'by 16 December 2025'],
  },
  certificateIssued: {
    params: {
      name: 'Asha',
      courseTitle: 'SQL for analysts',
      certificateId: 'PS-ABCDEFGHJK',
      issuedAt: EVENING_UTC,
    },
    dates: ['Issued on: 2 December 2025'],
  },
  liveSessionScheduled: { params: session, dates: ['Starts: Tue, 2 Dec 2025, 12:55 am IST'] },
  liveSessionReminder: { params: session, dates: ['Starts: Tue, 2 Dec 2025, 12:55 am IST'] },
  liveSessionMoved: { params: session, dates: ['Starts: Tue, 2 Dec 2025, 12:55 am IST'] },
  liveSessionCancelled: { params: session, dates: ['planned for Tue, 2 Dec 2025, 12:55 am IST'] },
};

const MONTH = /\b(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sept?|Oct|Nov|Dec)[a-z]*\b \d{4}/;

describe('every e-mail template', () => {
  it.each(Object.entries(CASES) as [TemplateName, { params: never; dates: string[] }][])(
    '%s writes its dates in India time',
    async (template, { params, dates }) => {
      const { text, html } = await renderEmail(template, params, { siteUrl });
      for (const date of dates) expect(text).toContain(date);
      // Never the UTC day, in the text or the HTML.
      expect(text).not.toMatch(/\b1 Dec(ember)? 2025/);
      expect(html).not.toMatch(/\b1 Dec(ember)? 2025/);
      if (dates.length === 0) expect(text).not.toMatch(MONTH);
    },
  );

  it('shows a date queued already written as it was written', async () => {
    const { text } = await renderEmail(
      'purchaseReceipt',
      { ...CASES.purchaseReceipt.params, paidAt: '1 December 2025' },
      { siteUrl },
    );
    expect(text).toContain('Paid on: 1 December 2025');
  });

  it('links a certificate to its public verification page', async () => {
    const { text } = await renderEmail('certificateIssued', CASES.certificateIssued.params, { siteUrl });
    expect(text).toContain(`${siteUrl}/certificate/PS-ABCDEFGHJK`);
  });
});
