import { z } from 'zod';
import { dateFilter, pagedQuery, pageOf } from './admin.ts';
import {
  APPLICATION_KINDS,
  APPLICATION_STATUSES,
  INTERVIEW_MODES,
  OUTBOX_STATUSES,
} from './admin-people-constants.ts';
import { text } from './text.ts';

/**
 * The admin console's "People" calls: the applications inbox (career and internship applications with a status
 * workflow and notes), contact messages, newsletter subscribers, the e-mail outbox and manual enrolment.
 */

// ── Applications ────────────────────────────────────────────────────────────────────────────────

export {
  APPLICATION_KINDS,
  APPLICATION_STATUSES,
  APPLICATION_TRANSITIONS,
  type ApplicationActor,
  type ApplicationKind,
  type ApplicationMoveCheck,
  type ApplicationStatus,
  canMoveApplication,
  canScheduleInterview,
  checkApplicationMove,
  FINAL_APPLICATION_STATUSES,
  INTERVIEW_MODES,
  type InterviewMode,
  isFinalApplicationStatus,
  OPEN_APPLICATION_STATUSES,
  OUTBOX_STATUSES,
  type OutboxStatus,
} from './admin-people-constants.ts';

const uuid = (message: string) => z.uuid({ message });
const kindField = z.enum(APPLICATION_KINDS, { message: 'Kind must be career or internship.' });
const statusField = z.enum(APPLICATION_STATUSES, {
  message: 'Status must be new, under_review, shortlisted, interview, offered, rejected or withdrawn.',
});

/** The filters of the inbox, shared by the paged list and the CSV export. */
const applicationFilters = {
  kind: kindField.optional(),
  status: statusField.optional(),
  /** A position's title (career) or an internship listing's title (internship), any case. */
  position: text({ label: 'Position' })
    .trim()
    .max(150, 'Position must be at most 150 characters.')
    .optional(),
  from: dateFilter('From'),
  to: dateFilter('To'),
};

export const ZAdminApplicationsQuerySchema = pagedQuery(['createdAt', 'name', 'status'] as const).extend(
  applicationFilters,
);
export type AdminApplicationsQuery = z.infer<typeof ZAdminApplicationsQuerySchema>;

export const ZAdminApplicationsExportQuerySchema = z.object({
  q: pagedQuery(['createdAt'] as const).shape.q,
  ...applicationFilters,
});
export type AdminApplicationsExportQuery = z.infer<typeof ZAdminApplicationsExportQuerySchema>;

export const ZApplicationParamsSchema = z.object({
  kind: kindField,
  applicationId: uuid('Application not found'),
});

export const ZApplicationSummarySchema = z.object({
  id: z.string(),
  kind: z.enum(APPLICATION_KINDS),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  /** The position applied for (career), or the chosen internship listings' titles (internship). */
  positions: z.array(z.string()),
  /** College or university. */
  college: z.string(),
  /** Year of study, or 'experienced'. */
  year: z.string(),
  status: z.enum(APPLICATION_STATUSES),
  statusChangedAt: z.string().nullable(),
  hasResume: z.boolean(),
  createdAt: z.string(),
});
export type ApplicationSummary = z.infer<typeof ZApplicationSummarySchema>;
export const ZAdminApplicationsResponseSchema = pageOf(ZApplicationSummarySchema);

export const ZApplicationNoteSchema = z.object({
  id: z.string(),
  body: z.string(),
  authorId: z.string().nullable(),
  authorEmail: z.string(),
  createdAt: z.string(),
});
export type ApplicationNote = z.infer<typeof ZApplicationNoteSchema>;

export const ZInterviewSchema = z.object({
  /** An ISO instant. */
  startsAt: z.string(),
  durationMinutes: z.number().int(),
  mode: z.enum(INTERVIEW_MODES),
  /** The video call's link, the phone number we call, or the on-site address. */
  location: z.string(),
});
export type Interview = z.infer<typeof ZInterviewSchema>;

export const ZApplicationDetailSchema = ZApplicationSummarySchema.extend({
  /** Career form only ('' otherwise). */
  github: z.string(),
  /** Internship form only ('' otherwise). */
  program: z.string(),
  linkedinUrl: z.string(),
  portfolioUrl: z.string(),
  motivation: z.string(),
  /** Where the résumé downloads (admins only), or null when none was sent. */
  resumeUrl: z.string().nullable(),
  resumeBytes: z.number().int().nullable(),
  /** The account that applied, when signed in. */
  userId: z.string().nullable(),
  /** The statuses this application may move to now. */
  nextStatuses: z.array(z.enum(APPLICATION_STATUSES)),
  /** The scheduled interview, when there is one. */
  interview: ZInterviewSchema.nullable(),
  notes: z.array(ZApplicationNoteSchema),
});
export type ApplicationDetail = z.infer<typeof ZApplicationDetailSchema>;
export const ZApplicationDetailResponseSchema = z.object({
  success: z.literal(true),
  data: ZApplicationDetailSchema,
});
export const ZApplicationResponseSchema = ZApplicationDetailResponseSchema.extend({ message: z.string() });

export const ZSetApplicationStatusRequestSchema = z.object({ status: statusField });
export type SetApplicationStatusRequest = z.infer<typeof ZSetApplicationStatusRequestSchema>;

/** Several applications moved to one status at once; each move is checked and audited on its own. */
export const ZBulkApplicationStatusRequestSchema = z.object({
  status: statusField,
  applications: z
    .array(z.object({ kind: kindField, id: uuid('Application not found') }), {
      message: 'Choose the applications to move.',
    })
    .min(1, 'Choose the applications to move.')
    .max(100, 'Move at most 100 applications at once.'),
});
export type BulkApplicationStatusRequest = z.infer<typeof ZBulkApplicationStatusRequestSchema>;
export const ZBulkApplicationStatusResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({
    moved: z.array(z.object({ kind: z.enum(APPLICATION_KINDS), id: z.string() })),
    failed: z.array(z.object({ kind: z.enum(APPLICATION_KINDS), id: z.string(), message: z.string() })),
  }),
});

/** Schedules (or moves) the interview: the application moves to interview and the applicant gets an invitation. */
export const ZScheduleInterviewRequestSchema = z
  .object({
    startsAt: z.iso.datetime({ offset: true, message: 'Start must be a date and time.' }),
    durationMinutes: z
      .number({ message: 'Duration must be a number of minutes.' })
      .int('Duration must be a number of minutes.')
      .min(10, 'Duration must be at least 10 minutes.')
      .max(480, 'Duration must be at most 8 hours.'),
    mode: z.enum(INTERVIEW_MODES, { message: 'Mode must be video, phone or onsite.' }),
    location: text({ label: 'Link or address', multiline: true })
      .trim()
      .min(1, 'Give the video call link, the phone number or the address.')
      .max(500, 'Link or address must be at most 500 characters.'),
  })
  .refine((value) => value.mode !== 'video' || /^https:\/\/\S+$/.test(value.location), {
    message: 'The video call link must start with https://.',
    path: ['location'],
  });
export type ScheduleInterviewRequest = z.infer<typeof ZScheduleInterviewRequestSchema>;

export const ZAddApplicationNoteRequestSchema = z.object({
  body: text({ label: 'Note', multiline: true, message: 'Note is required' })
    .trim()
    .min(1, 'Note is required')
    .max(5000, 'Note must be at most 5000 characters.'),
});
export const ZApplicationNoteResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: ZApplicationNoteSchema,
});

// ── Contact messages ────────────────────────────────────────────────────────────────────────────

export const ZAdminContactMessagesQuerySchema = pagedQuery(['createdAt', 'fullName'] as const).extend({
  handled: z.enum(['true', 'false'], { message: 'Handled must be true or false.' }).optional(),
  from: dateFilter('From'),
  to: dateFilter('To'),
});
export const ZContactMessageParamsSchema = z.object({ messageId: uuid('Message not found') });

export const ZAdminContactMessageSchema = z.object({
  id: z.string(),
  fullName: z.string(),
  email: z.string(),
  message: z.string(),
  createdAt: z.string(),
  handledAt: z.string().nullable(),
  handledBy: z.string().nullable(),
  /** The e-mail of the admin who marked it handled (null when not handled or the account is gone). */
  handledByEmail: z.string().nullable(),
});
export type AdminContactMessage = z.infer<typeof ZAdminContactMessageSchema>;
export const ZAdminContactMessagesResponseSchema = pageOf(ZAdminContactMessageSchema);

export const ZMarkContactMessageRequestSchema = z.object({
  handled: z.boolean({ message: 'Handled must be true or false.' }),
});
export const ZAdminContactMessageResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: ZAdminContactMessageSchema,
});

// ── Newsletter subscribers ──────────────────────────────────────────────────────────────────────

export const ZNewsletterSubscribersQuerySchema = pagedQuery(['createdAt', 'name', 'email'] as const);
export const ZNewsletterSubscribersExportQuerySchema = z.object({
  q: pagedQuery(['createdAt'] as const).shape.q,
});
export const ZNewsletterSubscriberSchema = z.object({
  userId: z.string(),
  name: z.string(),
  email: z.string(),
  /** When the account was made. */
  createdAt: z.string(),
  /** When this subscription began (null for subscriptions older than the console). */
  subscribedAt: z.string().nullable(),
});
export const ZNewsletterSubscribersResponseSchema = pageOf(ZNewsletterSubscriberSchema);

// ── E-mail outbox ───────────────────────────────────────────────────────────────────────────────

/** The latest first; 50 a page unless asked (the console's first view, and what older clients read). */
export const ZOutboxQuerySchema = pagedQuery(['createdAt'] as const).extend({
  pageSize: pagedQuery(['createdAt'] as const)
    .shape.pageSize.unwrap()
    .default(50),
  status: z.enum(OUTBOX_STATUSES, { message: 'Status must be pending, sending, sent or failed.' }).optional(),
});

/** A row of the outbox list: what it is and where it stands; its body is rendered only when one is opened. */
export const ZOutboxEmailSchema = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  status: z.string(),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
});
export const ZOutboxResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({
    emails: z.array(ZOutboxEmailSchema),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  }),
});
/** One e-mail of the outbox as it was (or will be) sent: the row and its rendered text. */
export const ZOutboxMessageSchema = ZOutboxEmailSchema.extend({ text: z.string() });
export const ZOutboxMessageResponseSchema = z.object({
  success: z.literal(true),
  data: ZOutboxMessageSchema,
});
export const ZOutboxEmailParamsSchema = z.object({ emailId: uuid('E-mail not found') });
export const ZOutboxEmailResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: ZOutboxEmailSchema,
});

// ── Manual enrolment ────────────────────────────────────────────────────────────────────────────

export const ZEnrolmentParamsSchema = z.object({
  userId: uuid('User not found'),
  courseId: uuid('Course not found'),
});

/** Why (a scholarship, a partner batch, a support case); kept in the audit log. */
const enrolmentNote = text({ label: 'Note' })
  .trim()
  .max(300, 'Note must be at most 300 characters.')
  .optional();

/** The body is optional: a call without one is the same as `{}`. */
export const ZGrantEnrolmentRequestSchema = z.preprocess(
  (body) => body ?? {},
  z.object({ note: enrolmentNote }),
);
export const ZRevokeEnrolmentRequestSchema = ZGrantEnrolmentRequestSchema;

export const ZAdminEnrolmentSchema = z.object({
  userId: z.string(),
  courseId: z.string(),
  status: z.enum(['active', 'revoked']),
  /** 'order' when bought, 'manual' when an admin granted it, 'programme' when it comes with a programme held. */
  source: z.enum(['order', 'manual', 'programme']),
  /** The programme it comes with ('programme' source only). */
  programmeId: z.string().nullable(),
  orderId: z.string().nullable(),
  grantedBy: z.string().nullable(),
  grantedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type AdminEnrolment = z.infer<typeof ZAdminEnrolmentSchema>;
export const ZAdminEnrolmentResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({
    enrolment: ZAdminEnrolmentSchema,
    /** False when nothing changed (already enrolled, or already revoked): the call is idempotent. */
    changed: z.boolean(),
  }),
});

/** Bulk enrolment: e-mails, one a row (a header row naming an `email` column is optional). */
export const BULK_ENROLMENT_MAX_ROWS = 5000;
export const BULK_ENROLMENT_MAX_CHARS = 600_000;

export const ZBulkEnrolmentRequestSchema = z.object({
  courseId: uuid('Course not found'),
  /** The CSV file's text (the console reads the chosen file and sends its text). */
  csv: z
    .string({ message: 'Paste or choose a CSV of e-mails.' })
    .max(BULK_ENROLMENT_MAX_CHARS, `The CSV must be at most ${BULK_ENROLMENT_MAX_CHARS} characters.`)
    .refine((value) => value.trim() !== '', 'Paste or choose a CSV of e-mails.'),
  /** True (the default): only report what would happen. False: enrol, all or nothing. */
  dryRun: z.boolean({ message: 'Dry run must be true or false.' }).default(true),
  /** With a real run: enrol the valid rows and leave out the invalid ones instead of refusing the whole run. */
  skipInvalid: z.boolean({ message: 'Skip invalid must be true or false.' }).default(false),
  note: enrolmentNote,
});
export type BulkEnrolmentRequest = z.infer<typeof ZBulkEnrolmentRequestSchema>;

const bulkLearner = z.object({
  row: z.number().int(),
  email: z.string(),
  userId: z.string(),
  name: z.string(),
});
export const ZBulkEnrolmentReportSchema = z.object({
  courseId: z.string(),
  courseTitle: z.string(),
  /** Data rows read (the header and blank lines not counted). */
  rows: z.number().int(),
  /** Would be (dry run) or were (real run) enrolled, a revoked enrolment included. */
  enrol: z.array(bulkLearner),
  alreadyEnrolled: z.array(bulkLearner),
  /** Invalid: no open account has this e-mail. */
  noAccount: z.array(z.object({ row: z.number().int(), email: z.string() })),
  /** Invalid: not an e-mail address. */
  malformed: z.array(z.object({ row: z.number().int(), value: z.string() })),
  /** Invalid: the same e-mail again (its first row is judged as usual). */
  duplicate: z.array(z.object({ row: z.number().int(), email: z.string(), firstRow: z.number().int() })),
});
export type BulkEnrolmentReport = z.infer<typeof ZBulkEnrolmentReportSchema>;

export const ZBulkEnrolmentResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({
    dryRun: z.boolean(),
    /** Enrolments made (0 on a dry run). */
    enrolled: z.number().int(),
    report: ZBulkEnrolmentReportSchema,
  }),
});
