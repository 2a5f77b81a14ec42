import { ACCOUNT_REINSTATE_DAYS } from '@pathshala/shared/accounts-constants';
import { formatDate, formatDateTime, indiaDay } from '@pathshala/shared/dates';
import { formatIst } from '@pathshala/shared/live-constants';

/** What each template needs; the outbox stores these as JSON and renders at delivery. */
export interface TemplateParams {
  /**
   * Nothing the sender wrote: the address is not verified, so the e-mail must not carry a stranger's words (or
   * links) to whoever was typed in. Rows queued earlier may still hold a name and message; they are not shown.
   */
  contactAcknowledgement: Record<string, never>;
  careerApplicationReceived: { name: string; position: string };
  internshipApplicationReceived: { name: string; internships: string[] };
  newsletterWelcome: { name: string };
  /** A new account (e-mail and password, or Google). */
  welcome: { name: string };
  /** The password was changed (in the profile, or with a reset link); `changedAt` is an ISO instant. */
  passwordChanged: { name: string; changedAt: string };
  /** The learner closed the account; reinstatable for ACCOUNT_REINSTATE_DAYS from `closedAt` (ISO instant). */
  accountClosed: { name: string; closedAt: string };
  /** A course certificate was issued; its public page verifies it. */
  certificateIssued: { name: string; courseTitle: string; certificateId: string; issuedAt: string };
  purchaseReceipt: {
    name: string;
    receipt: string;
    items: { title: string; price: string }[];
    amount: string;
    discount: string | null;
    /** An ISO instant (receipts queued earlier hold the day as written, and show it as it is). */
    paidAt: string;
    /** The order's GST invoice, attached as a PDF (absent in receipts queued before invoices existed). */
    invoice?: { id: string; number: string };
  };
  passwordReset: { name: string; link: string; minutes: number };
  /** A live session was scheduled; its calendar file is attached (made at sending from `sessionId`). */
  liveSessionScheduled: LiveSessionMail;
  /** An hour before a live session. */
  liveSessionReminder: LiveSessionMail;
  /** A live session moved to another time; the updated calendar file is attached. */
  liveSessionMoved: LiveSessionMail;
  /** A live session was cancelled; a calendar file that removes it is attached. */
  liveSessionCancelled: LiveSessionMail;
  /** The review of a project attempt: the instructor's outcome, total score and feedback. */
  projectReviewed: {
    name: string;
    projectTitle: string;
    courseTitle: string;
    passed: boolean;
    score: string;
    feedback: string;
    /** The project page, from the site's root. */
    path: string;
  };
  refundIssued: {
    name: string;
    receipt: string;
    amount: string;
    /** What the learner keeps: 'Your access to … has ended.' or that the courses stay. */
    access: string;
    creditNote?: { id: string; number: string };
    /** When the refund was decided, an ISO instant (absent in refunds queued before it was kept). */
    refundedAt?: string;
  };
}
export type TemplateName = keyof TemplateParams;

export interface LiveSessionMail {
  name: string;
  sessionId: string;
  title: string;
  courseTitle: string;
  /** The course's page (relative to the site), where the join link opens. */
  coursePath: string;
  /** The start, an ISO instant (e-mails queued earlier hold it written in IST, and show it as it is). */
  startsAt: string;
  durationMinutes: number;
  agenda: string;
}

export interface RenderedEmail {
  subject: string;
  html: string;
  text: string;
}

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

interface Block {
  /** Paragraphs of plain text (escaped here). */
  paragraphs: string[];
  /** A table of rows (label, value), e.g. a receipt. */
  rows?: [string, string][];
  button?: { label: string; href: string };
  /** Smaller print under the button. */
  note?: string;
}

interface Layout extends Block {
  subject: string;
  greeting: string;
}

const BRAND = '#1d4ed8';
type Mjml = (
  source: string,
  options: { validationLevel: 'strict' },
) => Promise<{ html: string; errors: { formattedMessage: string }[] }>;
let mjml: Promise<Mjml> | undefined;

async function render(layout: Layout): Promise<RenderedEmail> {
  const paragraphs = layout.paragraphs
    .map((paragraph) => `<mj-text font-size="15px" line-height="24px">${escapeHtml(paragraph)}</mj-text>`)
    .join('\n');
  const rows = layout.rows
    ? `<mj-table font-size="14px" line-height="22px">${layout.rows
        .map(
          ([label, value]) =>
            `<tr><td style="padding:4px 0;color:#475569">${escapeHtml(label)}</td><td style="padding:4px 0;text-align:right;font-weight:600">${escapeHtml(value)}</td></tr>`,
        )
        .join('')}</mj-table>`
    : '';
  const button = layout.button
    ? `<mj-button background-color="${BRAND}" border-radius="10px" font-weight="700" href="${escapeHtml(layout.button.href)}">${escapeHtml(layout.button.label)}</mj-button>`
    : '';
  const note = layout.note
    ? `<mj-text font-size="13px" color="#64748b" line-height="20px">${escapeHtml(layout.note)}</mj-text>`
    : '';
  const source = `<mjml>
  <mj-head>
    <mj-title>${escapeHtml(layout.subject)}</mj-title>
    <mj-attributes><mj-all font-family="Inter, Segoe UI, Helvetica, Arial, sans-serif" color="#0f172a" /></mj-attributes>
  </mj-head>
  <mj-body background-color="#f1f5f9">
    <mj-section padding="24px 0 8px"><mj-column>
      <mj-text font-size="22px" font-weight="800" color="${BRAND}">Pathshala</mj-text>
    </mj-column></mj-section>
    <mj-section background-color="#ffffff" border-radius="16px" padding="24px 16px"><mj-column>
      <mj-text font-size="17px" font-weight="700">${escapeHtml(layout.greeting)}</mj-text>
      ${paragraphs}
      ${rows}
      ${button}
      ${note}
    </mj-column></mj-section>
    <mj-section padding="16px 0 32px"><mj-column>
      <mj-text font-size="12px" color="#64748b" align="center">Pathshala · Learn, practise, get placed · support@pathshala.in</mj-text>
    </mj-column></mj-section>
  </mj-body>
</mjml>`;
  // MJML is loaded on the first render, not at start-up (it is a large library and most starts send no mail).
  mjml ??= import('mjml').then((module) => module.default as unknown as Mjml);
  const { html, errors } = await (await mjml)(source, { validationLevel: 'strict' });
  if (errors.length > 0) throw new Error(`e-mail template: ${errors[0]?.formattedMessage ?? 'invalid MJML'}`);
  const text = [
    layout.greeting,
    '',
    ...layout.paragraphs.flatMap((paragraph) => [paragraph, '']),
    ...(layout.rows ?? []).map(([label, value]) => `${label}: ${value}`),
    ...(layout.rows ? [''] : []),
    ...(layout.button ? [`${layout.button.label}: ${layout.button.href}`, ''] : []),
    ...(layout.note ? [layout.note, ''] : []),
    '— Pathshala · support@pathshala.in',
  ].join('\n');
  return { subject: layout.subject, html, text };
}

/** An instant as e-mails write it, in India's time; a text queued already written is shown as it is. */
const inIndia = (at: string, write: (at: string) => string) => (indiaDay(at) ? write(at) : at);
const longDate = (at: string) => inIndia(at, (iso) => formatDate(iso, { month: 'long' }));
const dateTimeIst = (at: string) => inIndia(at, (iso) => `${formatDateTime(iso, { month: 'long' })} IST`);
const sessionStart = (at: string) => inIndia(at, formatIst);

const liveSessionRows = (session: LiveSessionMail): [string, string][] => [
  ['Session', session.title],
  ['Starts', sessionStart(session.startsAt)],
  ['Length', `${session.durationMinutes} minutes`],
];

/** The last day (in India) on which a closed account can still be reinstated. */
const reinstateBy = (closedAt: string) =>
  inIndia(closedAt, (iso) =>
    formatDate(Date.parse(iso) + ACCOUNT_REINSTATE_DAYS * 86_400_000, { month: 'long' }),
  );

const hello = (name: string) => `Hello ${name.trim() || 'there'},`;

/** Where links in e-mails point: the site's public URL. */
export interface RenderContext {
  siteUrl: string;
}

const TEMPLATES: {
  [Name in TemplateName]: (params: TemplateParams[Name], context: RenderContext) => Layout;
} = {
  contactAcknowledgement: () => ({
    subject: 'We have your message',
    greeting: 'Hello,',
    paragraphs: [
      'Thank you for reaching out to Pathshala. A member of our team will reply within one working day.',
      'If you did not write to us, you can ignore this e-mail: nobody will contact you again unless you write.',
    ],
  }),
  careerApplicationReceived: ({ name, position }) => ({
    subject: `Application received: ${position}`,
    greeting: hello(name),
    paragraphs: [
      `Thank you for applying for ${position} at Pathshala.`,
      'We review every application within 3 working days and will write to you about the next step.',
    ],
  }),
  internshipApplicationReceived: ({ name, internships }) => ({
    subject: 'Your internship application is in',
    greeting: hello(name),
    paragraphs: [
      `Thank you for applying for: ${internships.join(', ')}.`,
      'The process is 1-3 interviews and takes about 2-3 weeks. We will be in touch.',
    ],
  }),
  newsletterWelcome: ({ name }) => ({
    subject: 'Welcome to the Pathshala newsletter',
    greeting: hello(name),
    paragraphs: [
      'You are subscribed. One short e-mail a fortnight: new batches, free workshops and interview advice from our mentors.',
      'You can unsubscribe any time from the newsletter strip on our home page.',
    ],
  }),
  purchaseReceipt: ({ name, receipt, items, amount, discount, paidAt, invoice }, { siteUrl }) => ({
    subject: `Your Pathshala receipt ${receipt}`,
    greeting: hello(name),
    paragraphs: [
      'Thank you for your purchase. Your courses are ready in My Learnings.',
      ...(invoice
        ? ['Your GST tax invoice is attached to this e-mail and can be downloaded from your orders.']
        : []),
    ],
    rows: [
      ...items.map((item): [string, string] => [item.title, item.price]),
      ...(discount ? [['Coupon discount', `− ${discount}`] as [string, string]] : []),
      ['Total paid', amount],
      ['Receipt', receipt],
      ...(invoice ? [['Tax invoice', invoice.number] as [string, string]] : []),
      ['Paid on', longDate(paidAt)],
    ],
    button: { label: 'See your orders', href: `${siteUrl}/profile/orders` },
  }),
  refundIssued: ({ name, receipt, amount, access, creditNote, refundedAt }, { siteUrl }) => ({
    subject: `Your refund for order ${receipt}`,
    greeting: hello(name),
    paragraphs: [
      `We have refunded ${amount} for order ${receipt}. Banks usually show it within 5 to 7 working days.`,
      access,
      ...(creditNote ? ['The GST credit note for this refund is attached.'] : []),
    ],
    rows: [
      ['Refunded', amount],
      ['Order', receipt],
      ...(creditNote ? [['Credit note', creditNote.number] as [string, string]] : []),
      ...(refundedAt ? [['Refunded on', longDate(refundedAt)] as [string, string]] : []),
    ],
    button: { label: 'See your orders', href: `${siteUrl}/profile/orders` },
  }),
  liveSessionScheduled: (session, { siteUrl }) => ({
    subject: `Live session scheduled: ${session.title}`,
    greeting: hello(session.name),
    paragraphs: [
      `A live session of ${session.courseTitle} is scheduled. The calendar invitation is attached: open it to add the session to your calendar.`,
      ...(session.agenda ? [`Agenda: ${session.agenda}`] : []),
    ],
    rows: liveSessionRows(session),
    button: { label: 'Open the course', href: `${siteUrl}${session.coursePath}` },
    note: 'The join link opens on the course page 15 minutes before the start.',
  }),
  liveSessionReminder: (session, { siteUrl }) => ({
    subject: `Starting in an hour: ${session.title}`,
    greeting: hello(session.name),
    paragraphs: [`Your live session of ${session.courseTitle} starts in about an hour.`],
    rows: liveSessionRows(session),
    button: { label: 'Open the course', href: `${siteUrl}${session.coursePath}` },
    note: 'The join link opens on the course page 15 minutes before the start.',
  }),
  liveSessionMoved: (session, { siteUrl }) => ({
    subject: `New time: ${session.title}`,
    greeting: hello(session.name),
    paragraphs: [
      `A live session of ${session.courseTitle} moved to a new time. The attached calendar invitation updates your calendar.`,
    ],
    rows: liveSessionRows(session),
    button: { label: 'Open the course', href: `${siteUrl}${session.coursePath}` },
    note: 'The join link opens on the course page 15 minutes before the start.',
  }),
  liveSessionCancelled: (session, { siteUrl }) => ({
    subject: `Cancelled: ${session.title}`,
    greeting: hello(session.name),
    paragraphs: [
      `The live session "${session.title}" of ${session.courseTitle}, planned for ${sessionStart(session.startsAt)}, is cancelled. The attached calendar file removes it from your calendar.`,
    ],
    button: { label: 'Open the course', href: `${siteUrl}${session.coursePath}` },
  }),
  projectReviewed: ({ name, projectTitle, courseTitle, passed, score, feedback, path }, { siteUrl }) => ({
    subject: passed ? `Project passed: ${projectTitle}` : `Your project needs changes: ${projectTitle}`,
    greeting: hello(name),
    paragraphs: [
      passed
        ? `Your instructor has reviewed ${projectTitle} (${courseTitle}) and marked it passed. Well done!`
        : `Your instructor has reviewed ${projectTitle} (${courseTitle}) and asks for some changes before it passes.`,
      'Feedback from your instructor:',
      feedback,
    ],
    rows: [
      ['Project', projectTitle],
      ['Score', score],
      ['Result', passed ? 'Passed' : 'Needs changes'],
    ],
    button: { label: passed ? 'See your project' : 'Resubmit your project', href: `${siteUrl}${path}` },
  }),
  welcome: ({ name }, { siteUrl }) => ({
    subject: 'Welcome to Pathshala',
    greeting: hello(name),
    paragraphs: [
      'Your Pathshala account is ready. Browse the courses, watch the free lectures of any of them, and pick up where you left off from My Learnings.',
      'Questions about a course or a batch? Reply to support@pathshala.in and a member of our team will answer within one working day.',
    ],
    button: { label: 'Browse courses', href: `${siteUrl}/courses` },
  }),
  passwordChanged: ({ name, changedAt }, { siteUrl }) => ({
    subject: 'Your Pathshala password was changed',
    greeting: hello(name),
    paragraphs: [
      `The password of your Pathshala account was changed on ${dateTimeIst(changedAt)}. Every other device was signed out.`,
      'If this was you, there is nothing more to do.',
    ],
    button: { label: 'Reset your password', href: `${siteUrl}/forgot-password` },
    note: 'If you did not change it, reset your password now and write to support@pathshala.in: someone may know your old one.',
  }),
  accountClosed: ({ name, closedAt }) => ({
    subject: 'Your Pathshala account is closed',
    greeting: hello(name),
    paragraphs: [
      `Your Pathshala account was closed on ${dateTimeIst(closedAt)}. You are signed out everywhere, unsubscribed from your courses and from the newsletter.`,
      `Changed your mind? Write to support@pathshala.in by ${reinstateBy(closedAt)} and we will reinstate the account, with your courses and progress.`,
      `After ${ACCOUNT_REINSTATE_DAYS} days your personal data is erased for good; the invoices of your purchases are kept, as the law requires.`,
    ],
  }),
  certificateIssued: ({ name, courseTitle, certificateId, issuedAt }, { siteUrl }) => ({
    subject: `Your certificate for ${courseTitle}`,
    greeting: hello(name),
    paragraphs: [
      `Congratulations on completing ${courseTitle}! Your certificate is issued.`,
      'Anyone can check it at its public page: share the link on your resume or LinkedIn profile.',
    ],
    rows: [
      ['Course', courseTitle],
      ['Certificate ID', certificateId],
      ['Issued on', longDate(issuedAt)],
    ],
    button: { label: 'View and verify your certificate', href: `${siteUrl}/certificate/${certificateId}` },
    note: `Verification link: ${siteUrl}/certificate/${certificateId}`,
  }),
  passwordReset: ({ name, link, minutes }) => ({
    subject: 'Reset your Pathshala password',
    greeting: hello(name),
    paragraphs: [
      'Someone asked to reset the password of your Pathshala account. If it was you, choose a new one:',
    ],
    button: { label: 'Choose a new password', href: link },
    note: `The link works once and expires in ${minutes} minutes. If you did not ask for it, ignore this e-mail: your password stays as it is.`,
  }),
};

/** A message's subject without rendering its body (stored on the outbox row when it is queued). */
export function subjectOf<Name extends TemplateName>(template: Name, params: TemplateParams[Name]) {
  return TEMPLATES[template](params, { siteUrl: '' }).subject;
}

export function renderEmail<Name extends TemplateName>(
  template: Name,
  params: TemplateParams[Name],
  context: RenderContext,
) {
  return render(TEMPLATES[template](params, context));
}
