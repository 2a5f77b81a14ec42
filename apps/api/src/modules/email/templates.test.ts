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
  notification: {
    params: {
      name: 'Asha',
      kind: 'applicationStatus',
      params: { position: 'Frontend Developer Intern', status: 'shortlisted' },
      link: '/my-applications',
      unsubscribe: '/api/notifications/unsubscribe?token=x.y',
    },
    dates: [],
  },
  notificationDigest: {
    params: {
      name: 'Asha',
      items: [{ kind: 'lectureAdded', params: { course: 'SQL', lecture: 'Joins' }, link: '/course/SQL/1' }],
      unsubscribe: '/api/notifications/unsubscribe?token=x.y',
    },
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
  applicationStatusChanged: {
    params: {
      name: 'Asha',
      kind: 'internship',
      applicationId: '00000000-0000-4000-8000-000000000001',
      title: 'Data Analyst Intern',
      status: 'shortlisted',
    },
    dates: [],
  },
  applicationInterview: {
    params: {
      name: 'Asha',
      kind: 'internship',
      applicationId: '00000000-0000-4000-8000-000000000001',
      title: 'Data Analyst Intern',
      email: 'asha@example.com',
      startsAt: EVENING_UTC,
      durationMinutes: 45,
      mode: 'video',
      location: 'https://meet.example.com/abc',
      sequence: 0,
    },
    dates: ['When: Tue, 2 Dec 2025, 12:55 am IST'],
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

/** The same instants as Hindi e-mails write them (a template that writes no date has none). */
const HINDI_DATES: Partial<Record<TemplateName, string[]>> = {
  purchaseReceipt: ['भुगतान की तारीख़: 2 दिसंबर 2025'],
  refundIssued: ['रिफ़ंड की तारीख़: 2 दिसंबर 2025'],
  passwordChanged: ['2 दिसंबर 2025, 12:55 am IST को बदला गया'],
  accountClosed: ['2 दिसंबर 2025, 12:55 am IST को बंद किया गया', '16 दिसंबर 2025 तक'],
  certificateIssued: ['जारी होने की तारीख़: 2 दिसंबर 2025'],
  applicationInterview: ['कब: मंगल, 2 दिस॰ 2025, 12:55 am IST'],
  liveSessionScheduled: ['शुरुआत: मंगल, 2 दिस॰ 2025, 12:55 am IST'],
  liveSessionReminder: ['शुरुआत: मंगल, 2 दिस॰ 2025, 12:55 am IST'],
  liveSessionMoved: ['शुरुआत: मंगल, 2 दिस॰ 2025, 12:55 am IST'],
  liveSessionCancelled: ['जो मंगल, 2 दिस॰ 2025, 12:55 am IST को होना था'],
};

const DEVANAGARI = /[\u0900-\u097F]/;

// What refunds queue now: why access ends, as a key each language writes (CASES keeps an older, English row).
const { access: _writtenInEnglish, ...refundFacts } = CASES.refundIssued.params as { access: string };
const refundNowQueued = {
  ...refundFacts,
  accessNote: 'access_ended',
} as TemplateParams['refundIssued'];

describe('every e-mail template in Hindi', () => {
  const hindi = { siteUrl, locale: 'hi-IN' } as const;

  it.each(Object.entries(CASES) as [TemplateName, { params: never; dates: string[] }][])(
    '%s is written in Hindi, its dates in India time',
    async (template, { params }) => {
      const queued = template === 'refundIssued' ? (refundNowQueued as never) : params;
      const { subject, text, html } = await renderEmail(template, queued, hindi);
      expect(subject).toMatch(DEVANAGARI);
      expect(text.split('\n')[0]).toMatch(/^नमस्ते/);
      for (const date of HINDI_DATES[template] ?? []) expect(text).toContain(date);
      expect(text).not.toMatch(MONTH);
      expect(text).not.toMatch(/\b(Hello|Thank you|Your|Browse|See your)\b/);
      expect(html).toContain('<html lang="hi-IN"');
      expect(html).toContain("font-family:'Noto Sans Devanagari'");
    },
  );

  it("writes a refund's note about access in Hindi, and one queued in English as it was written", async () => {
    const noted = await renderEmail('refundIssued', refundNowQueued, hindi);
    expect(noted.text).toContain('इस ऑर्डर के कोर्स का आपका ऐक्सेस ख़त्म हो गया है।');
    const queuedEarlier = await renderEmail('refundIssued', CASES.refundIssued.params, hindi);
    expect(queuedEarlier.text).toContain('Your access to the courses of this order has ended.');
  });

  it('keeps English as the language when none is given', async () => {
    const { html, subject } = await renderEmail('welcome', CASES.welcome.params, { siteUrl });
    expect(subject).toBe('Welcome to Pathshala');
    expect(html).toContain('<html lang="en-IN"');
  });
});
