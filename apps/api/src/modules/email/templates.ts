import { ACCOUNT_REINSTATE_DAYS } from '@pathshala/shared/accounts-constants';
import { formatDate, formatDateTime, indiaDay } from '@pathshala/shared/dates';
import { type Locale, SOURCE_LOCALE } from '@pathshala/shared/locales';
import type { NotificationKind } from '@pathshala/shared/notifications';
import { type EmailTexts, emailTexts as enIN, type RefundAccessNote } from './texts/en-IN.ts';
import { emailTexts as hiIN } from './texts/hi-IN.ts';

/**
 * The e-mail texts of every interface language, one file each in `texts/`. A language added to LOCALES without
 * its texts here is a type error; the templates below need nothing more.
 */
export const EMAIL_TEXTS: Record<Locale, EmailTexts> = { 'en-IN': enIN, 'hi-IN': hiIN };

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
  /** An application moved to another step of the hiring pipeline (said in plain words). */
  applicationStatusChanged: ApplicationMail & { status: string };
  /**
   * The interview was scheduled (or moved, `sequence` above 0): its calendar invitation is attached, made at
   * sending from these params, so the e-mail and the file always tell the same time.
   */
  applicationInterview: ApplicationMail & {
    /** The address invited (the application's). */
    email: string;
    /** An ISO instant. */
    startsAt: string;
    durationMinutes: number;
    mode: 'video' | 'phone' | 'onsite';
    location: string;
    sequence: number;
  };
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
    creditNote?: { id: string; number: string };
    /** When the refund was decided, an ISO instant (absent in refunds queued before it was kept). */
    refundedAt?: string;
  } & (
    | {
        /** What the learner keeps (that access ended, or that the courses stay), written in the e-mail's language. */
        accessNote: RefundAccessNote;
      }
    | {
        /** The same, written in English: refunds queued before e-mails had a language. */
        access: string;
      }
  );
  /** One notification, sent as it happens (the learner's choice for its kind). */
  notification: NotificationMail & {
    name: string;
    /** The one-click unsubscribe path (from the site's root) for this kind. */
    unsubscribe: string;
  };
  /** The day's notifications of the kinds the learner takes as a daily digest, in one e-mail. */
  notificationDigest: { name: string; items: NotificationMail[]; unsubscribe: string };
}
export type TemplateName = keyof TemplateParams;

export interface NotificationMail {
  kind: NotificationKind;
  params: Record<string, string | number>;
  /** Where it leads, a path of the site. */
  link: string;
}

/** A notification's title in an e-mail's language (an application's status is written in it too). */
export function notificationTitle(texts: EmailTexts, item: Pick<NotificationMail, 'kind' | 'params'>) {
  const words = texts.notification;
  const status = item.params.status;
  const params =
    typeof status === 'string' ? { ...item.params, status: words.statuses[status] ?? status } : item.params;
  return words.titles[item.kind](params);
}

export interface ApplicationMail {
  name: string;
  kind: 'career' | 'internship';
  applicationId: string;
  /** The position (career) or the internships applied for. */
  title: string;
}

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
  /** Extra headers: one-click unsubscribe (RFC 8058) on notification e-mails. */
  headers?: Record<string, string>;
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
  /** An absolute one-click unsubscribe URL: shown under the message and sent as List-Unsubscribe. */
  unsubscribe?: string;
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

async function render(layout: Layout, locale: Locale): Promise<RenderedEmail> {
  const texts = EMAIL_TEXTS[locale];
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
  const unsubscribe = layout.unsubscribe
    ? `<mj-text font-size="12px" color="#64748b" align="center"><a href="${escapeHtml(layout.unsubscribe)}" style="color:#64748b">${escapeHtml(texts.notification.unsubscribeNote(layout.unsubscribe))}</a></mj-text>`
    : '';
  // `lang` lets mail clients and screen readers pick the script's fonts and voice.
  const source = `<mjml lang="${locale}">
  <mj-head>
    <mj-title>${escapeHtml(layout.subject)}</mj-title>
    <mj-attributes><mj-all font-family="${texts.fontFamily}" color="#0f172a" /></mj-attributes>
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
      <mj-text font-size="12px" color="#64748b" align="center">${escapeHtml(texts.footer)}</mj-text>
      ${unsubscribe}
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
    texts.signature,
    ...(layout.unsubscribe ? ['', texts.notification.unsubscribeNote(layout.unsubscribe)] : []),
  ].join('\n');
  return {
    subject: layout.subject,
    html,
    text,
    ...(layout.unsubscribe
      ? {
          headers: {
            'List-Unsubscribe': `<${layout.unsubscribe}>`,
            'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
          },
        }
      : {}),
  };
}

/** An instant as e-mails write it, in India's time; a text queued already written is shown as it is. */
const inIndia = (at: string, write: (at: string) => string) => (indiaDay(at) ? write(at) : at);
const longDate = (at: string, locale: Locale) =>
  inIndia(at, (iso) => formatDate(iso, { month: 'long', locale }));
const dateTimeIst = (at: string, locale: Locale) =>
  inIndia(at, (iso) => `${formatDateTime(iso, { month: 'long', locale })} IST`);
const sessionStart = (at: string, locale: Locale) =>
  inIndia(at, (iso) => `${formatDateTime(iso, { weekday: true, locale })} IST`);

/** The last day (in India) on which a closed account can still be reinstated. */
const reinstateBy = (closedAt: string, locale: Locale) =>
  inIndia(closedAt, (iso) =>
    formatDate(Date.parse(iso) + ACCOUNT_REINSTATE_DAYS * 86_400_000, { month: 'long', locale }),
  );

/** Where links in e-mails point (the site's public URL), and the language they are written in (default English). */
export interface RenderContext {
  siteUrl: string;
  locale?: Locale;
}

/** What a template writes with: the site's URL, the e-mail's language and that language's texts. */
interface TemplateContext {
  siteUrl: string;
  locale: Locale;
  texts: EmailTexts;
}

const liveSessionRows = (
  session: LiveSessionMail,
  { texts, locale }: TemplateContext,
): [string, string][] => [
  [texts.liveSession.session, session.title],
  [texts.liveSession.starts, sessionStart(session.startsAt, locale)],
  [texts.liveSession.length, texts.liveSession.minutes(session.durationMinutes)],
];

const openCourse = (session: LiveSessionMail, { texts, siteUrl }: TemplateContext) => ({
  label: texts.liveSession.openCourse,
  href: `${siteUrl}${session.coursePath}`,
});

/** Each template's structure; every word in it comes from the language's texts. */
const TEMPLATES: {
  [Name in TemplateName]: (params: TemplateParams[Name], context: TemplateContext) => Layout;
} = {
  contactAcknowledgement: (_params, { texts }) => ({
    subject: texts.contactAcknowledgement.subject,
    greeting: texts.contactAcknowledgement.greeting,
    paragraphs: texts.contactAcknowledgement.paragraphs,
  }),
  careerApplicationReceived: ({ name, position }, { texts }) => ({
    subject: texts.careerApplicationReceived.subject(position),
    greeting: texts.hello(name),
    paragraphs: [texts.careerApplicationReceived.thanks(position), texts.careerApplicationReceived.nextStep],
  }),
  internshipApplicationReceived: ({ name, internships }, { texts }) => ({
    subject: texts.internshipApplicationReceived.subject,
    greeting: texts.hello(name),
    paragraphs: [
      texts.internshipApplicationReceived.thanks(internships),
      texts.internshipApplicationReceived.process,
    ],
  }),
  newsletterWelcome: ({ name }, { texts }) => ({
    subject: texts.newsletterWelcome.subject,
    greeting: texts.hello(name),
    paragraphs: texts.newsletterWelcome.paragraphs,
  }),
  purchaseReceipt: (
    { name, receipt, items, amount, discount, paidAt, invoice },
    { texts, locale, siteUrl },
  ) => {
    const words = texts.purchaseReceipt;
    return {
      subject: words.subject(receipt),
      greeting: texts.hello(name),
      paragraphs: [words.thanks, ...(invoice ? [words.invoiceAttached] : [])],
      rows: [
        ...items.map((item): [string, string] => [item.title, item.price]),
        ...(discount ? [[words.couponDiscount, `− ${discount}`] as [string, string]] : []),
        [words.totalPaid, amount],
        [words.receipt, receipt],
        ...(invoice ? [[words.taxInvoice, invoice.number] as [string, string]] : []),
        [words.paidOn, longDate(paidAt, locale)],
      ],
      button: { label: texts.seeOrders, href: `${siteUrl}/profile/orders` },
    };
  },
  refundIssued: (params, { texts, locale, siteUrl }) => {
    const { name, receipt, amount, creditNote, refundedAt } = params;
    const words = texts.refundIssued;
    return {
      subject: words.subject(receipt),
      greeting: texts.hello(name),
      paragraphs: [
        words.refunded(amount, receipt),
        'accessNote' in params ? words.access[params.accessNote] : params.access,
        ...(creditNote ? [words.creditNoteAttached] : []),
      ],
      rows: [
        [words.refundedAmount, amount],
        [words.order, receipt],
        ...(creditNote ? [[words.creditNote, creditNote.number] as [string, string]] : []),
        ...(refundedAt ? [[words.refundedOn, longDate(refundedAt, locale)] as [string, string]] : []),
      ],
      button: { label: texts.seeOrders, href: `${siteUrl}/profile/orders` },
    };
  },
  applicationStatusChanged: ({ name, title, status }, { texts, siteUrl }) => {
    const words = texts.applicationStatusChanged;
    return {
      subject: words.subject(title),
      greeting: texts.hello(name),
      paragraphs: [words.says[status]?.(title) ?? words.says.new?.(title) ?? title],
      button: { label: words.seeApplications, href: `${siteUrl}/my-applications` },
      note: words.accountNote,
    };
  },
  applicationInterview: (interview, { texts, siteUrl, locale }) => {
    const words = texts.applicationInterview;
    const moved = interview.sequence > 0;
    return {
      subject: (moved ? words.movedSubject : words.subject)(interview.title),
      greeting: texts.hello(interview.name),
      paragraphs: [(moved ? words.moved : words.intro)(interview.title)],
      rows: [
        [words.when, sessionStart(interview.startsAt, locale)],
        [words.length, words.minutes(interview.durationMinutes)],
        [words.how, words.modes[interview.mode] ?? interview.mode],
        [words.where[interview.mode] ?? '', interview.location],
      ],
      button: { label: texts.applicationStatusChanged.seeApplications, href: `${siteUrl}/my-applications` },
      note: texts.applicationStatusChanged.accountNote,
    };
  },
  liveSessionScheduled: (session, context) => {
    const words = context.texts.liveSessionScheduled;
    return {
      subject: words.subject(session.title),
      greeting: context.texts.hello(session.name),
      paragraphs: [
        words.intro(session.courseTitle),
        ...(session.agenda ? [words.agenda(session.agenda)] : []),
      ],
      rows: liveSessionRows(session, context),
      button: openCourse(session, context),
      note: context.texts.liveSession.joinLinkNote,
    };
  },
  liveSessionReminder: (session, context) => ({
    subject: context.texts.liveSessionReminder.subject(session.title),
    greeting: context.texts.hello(session.name),
    paragraphs: [context.texts.liveSessionReminder.intro(session.courseTitle)],
    rows: liveSessionRows(session, context),
    button: openCourse(session, context),
    note: context.texts.liveSession.joinLinkNote,
  }),
  liveSessionMoved: (session, context) => ({
    subject: context.texts.liveSessionMoved.subject(session.title),
    greeting: context.texts.hello(session.name),
    paragraphs: [context.texts.liveSessionMoved.intro(session.courseTitle)],
    rows: liveSessionRows(session, context),
    button: openCourse(session, context),
    note: context.texts.liveSession.joinLinkNote,
  }),
  liveSessionCancelled: (session, context) => ({
    subject: context.texts.liveSessionCancelled.subject(session.title),
    greeting: context.texts.hello(session.name),
    paragraphs: [
      context.texts.liveSessionCancelled.intro(
        session.title,
        session.courseTitle,
        sessionStart(session.startsAt, context.locale),
      ),
    ],
    button: openCourse(session, context),
  }),
  projectReviewed: (
    { name, projectTitle, courseTitle, passed, score, feedback, path },
    { texts, siteUrl },
  ) => {
    const words = texts.projectReviewed;
    return {
      subject: passed ? words.subjectPassed(projectTitle) : words.subjectNeedsChanges(projectTitle),
      greeting: texts.hello(name),
      paragraphs: [
        passed ? words.passed(projectTitle, courseTitle) : words.needsChanges(projectTitle, courseTitle),
        words.feedbackHeading,
        feedback,
      ],
      rows: [
        [words.project, projectTitle],
        [words.score, score],
        [words.result, passed ? words.resultPassed : words.resultNeedsChanges],
      ],
      button: { label: passed ? words.seeProject : words.resubmit, href: `${siteUrl}${path}` },
    };
  },
  welcome: ({ name }, { texts, siteUrl }) => ({
    subject: texts.welcome.subject,
    greeting: texts.hello(name),
    paragraphs: texts.welcome.paragraphs,
    button: { label: texts.welcome.browseCourses, href: `${siteUrl}/courses` },
  }),
  passwordChanged: ({ name, changedAt }, { texts, locale, siteUrl }) => ({
    subject: texts.passwordChanged.subject,
    greeting: texts.hello(name),
    paragraphs: [texts.passwordChanged.changed(dateTimeIst(changedAt, locale)), texts.passwordChanged.ifYou],
    button: { label: texts.passwordChanged.reset, href: `${siteUrl}/forgot-password` },
    note: texts.passwordChanged.ifNotYou,
  }),
  accountClosed: ({ name, closedAt }, { texts, locale }) => ({
    subject: texts.accountClosed.subject,
    greeting: texts.hello(name),
    paragraphs: [
      texts.accountClosed.closed(dateTimeIst(closedAt, locale)),
      texts.accountClosed.changedYourMind(reinstateBy(closedAt, locale)),
      texts.accountClosed.erased(ACCOUNT_REINSTATE_DAYS),
    ],
  }),
  certificateIssued: ({ name, courseTitle, certificateId, issuedAt }, { texts, locale, siteUrl }) => {
    const words = texts.certificateIssued;
    const link = `${siteUrl}/certificate/${certificateId}`;
    return {
      subject: words.subject(courseTitle),
      greeting: texts.hello(name),
      paragraphs: [words.congratulations(courseTitle), words.share],
      rows: [
        [words.course, courseTitle],
        [words.certificateId, certificateId],
        [words.issuedOn, longDate(issuedAt, locale)],
      ],
      button: { label: words.view, href: link },
      note: words.verificationLink(link),
    };
  },
  notification: (mail, { texts, siteUrl }) => {
    const title = notificationTitle(texts, mail);
    return {
      subject: title,
      greeting: texts.hello(mail.name),
      paragraphs: [title],
      button: { label: texts.notification.open, href: `${siteUrl}${mail.link}` },
      unsubscribe: `${siteUrl}${mail.unsubscribe}`,
    };
  },
  notificationDigest: ({ name, items, unsubscribe }, { texts, siteUrl }) => ({
    subject: texts.notification.digestSubject(items.length),
    greeting: texts.hello(name),
    paragraphs: [
      texts.notification.digestIntro,
      ...items.map((item) => `• ${notificationTitle(texts, item)} — ${siteUrl}${item.link}`),
    ],
    button: { label: texts.notification.seeAll, href: `${siteUrl}/notifications` },
    unsubscribe: `${siteUrl}${unsubscribe}`,
  }),
  passwordReset: ({ name, link, minutes }, { texts }) => ({
    subject: texts.passwordReset.subject,
    greeting: texts.hello(name),
    paragraphs: [texts.passwordReset.asked],
    button: { label: texts.passwordReset.choose, href: link },
    note: texts.passwordReset.expiry(minutes),
  }),
};

const layoutOf = <Name extends TemplateName>(
  template: Name,
  params: TemplateParams[Name],
  { siteUrl, locale = SOURCE_LOCALE }: RenderContext,
) => TEMPLATES[template](params, { siteUrl, locale, texts: EMAIL_TEXTS[locale] });

/** A message's subject without rendering its body (stored on the outbox row when it is queued). */
export function subjectOf<Name extends TemplateName>(
  template: Name,
  params: TemplateParams[Name],
  locale: Locale = SOURCE_LOCALE,
) {
  return layoutOf(template, params, { siteUrl: '', locale }).subject;
}

export function renderEmail<Name extends TemplateName>(
  template: Name,
  params: TemplateParams[Name],
  context: RenderContext,
) {
  return render(layoutOf(template, params, context), context.locale ?? SOURCE_LOCALE);
}
