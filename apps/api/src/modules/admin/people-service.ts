import {
  type AdminContactMessage,
  APPLICATION_TRANSITIONS,
  type ApplicationDetail,
  type ApplicationKind,
  type ApplicationNote,
  type ApplicationStatus,
  type ApplicationSummary,
  type BulkApplicationStatusRequest,
  type ScheduleInterviewRequest,
} from '@pathshala/shared/admin-people';
import { indiaDayAndMinute } from '@pathshala/shared/dates';
import { INTERNSHIP_LISTINGS } from '@pathshala/shared/engagement';
import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/client.ts';
import { applicationInterviews, type applicationNotes } from '../../db/schema/engagement.ts';
import { csvDocument } from '../../lib/csv.ts';
import { recordAudit } from '../../plugins/audit.ts';
import { currentUser } from '../../plugins/auth.ts';
import { AppError } from '../../plugins/errors.ts';
import * as pipeline from '../engagement/pipeline.ts';
import { CONTENT_TYPES, type DocumentKind } from '../engagement/resume.ts';
import * as repository from './people-repository.ts';

export const APPLICATION_NOT_FOUND = 'Application not found';
/** The CSV export's ceiling: far above a year of applications; the filters narrow anything larger. */
export const EXPORT_MAX_ROWS = 50_000;
/** Subscribers are accounts: a larger list, still one file a mail tool imports at once. */
export const SUBSCRIBER_EXPORT_MAX_ROWS = 200_000;

const iso = (date: Date | null) => date?.toISOString() ?? null;
const listingTitles = (ids: readonly number[]) =>
  ids.map((id) => INTERNSHIP_LISTINGS.find((listing) => listing.id === id)?.title ?? `Listing ${id}`);

export const resumeUrlOf = (kind: ApplicationKind, id: string) =>
  `/api/admin/applications/${kind}/${id}/resume`;

export function toApplicationSummary(row: repository.ApplicationListRow): ApplicationSummary {
  return {
    id: row.id,
    kind: row.kind,
    name: row.name,
    email: row.email,
    phone: row.phone,
    positions: row.kind === 'career' ? [row.position] : listingTitles(row.internships),
    college: row.college,
    year: row.year,
    status: row.status,
    statusChangedAt: iso(row.statusChangedAt && new Date(row.statusChangedAt)),
    hasResume: row.hasResume,
    createdAt: new Date(row.createdAt).toISOString(),
  };
}

export function toNote(row: typeof applicationNotes.$inferSelect): ApplicationNote {
  return {
    id: row.id,
    body: row.body,
    authorId: row.authorId,
    authorEmail: row.authorEmail,
    createdAt: row.createdAt.toISOString(),
  };
}

/** One application in one shape, whichever form it came from; undefined when there is none. */
async function findApplication(db: Database, kind: ApplicationKind, id: string, lock = false) {
  if (kind === 'career') {
    const row = await repository.findCareerApplication(db, id, lock);
    if (!row) return undefined;
    return {
      summary: toApplicationSummary({
        kind,
        id: row.id,
        name: row.name,
        email: row.email,
        phone: row.mobileNo,
        position: row.position,
        internships: [],
        college: row.college,
        year: row.year,
        status: row.status,
        statusChangedAt: row.statusChangedAt,
        hasResume: row.resumeKey !== '',
        createdAt: row.createdAt,
      }),
      extra: {
        github: row.github,
        program: '',
        linkedinUrl: '',
        portfolioUrl: '',
        motivation: '',
        resumeBytes: row.resumeKey ? row.resumeBytes : null,
        userId: row.userId,
      },
      resume: row.resumeKey ? { key: row.resumeKey, kind: row.resumeType as DocumentKind } : null,
    };
  }
  const row = await repository.findInternshipApplication(db, id, lock);
  if (!row) return undefined;
  return {
    summary: toApplicationSummary({
      kind,
      id: row.id,
      name: row.fullName,
      email: row.email,
      phone: row.phoneNumber,
      position: '',
      internships: row.internships,
      college: row.university,
      year: row.yearOfStudy,
      status: row.status,
      statusChangedAt: row.statusChangedAt,
      hasResume: row.resumeKey !== null,
      createdAt: row.createdAt,
    }),
    extra: {
      github: '',
      program: row.program,
      linkedinUrl: row.linkedinUrl,
      portfolioUrl: row.portfolioUrl,
      motivation: row.motivation,
      resumeBytes: row.resumeBytes,
      userId: row.userId,
    },
    // The internship form takes PDF only.
    resume: row.resumeKey ? { key: row.resumeKey, kind: 'pdf' as DocumentKind } : null,
  };
}

export async function applicationDetail(
  db: Database,
  kind: ApplicationKind,
  id: string,
): Promise<ApplicationDetail> {
  const found = await findApplication(db, kind, id);
  if (!found) throw new AppError('NOT_FOUND', APPLICATION_NOT_FOUND);
  const [notes, [interview]] = await Promise.all([
    repository.notesOf(db, kind, id),
    db
      .select()
      .from(applicationInterviews)
      .where(and(eq(applicationInterviews.kind, kind), eq(applicationInterviews.applicationId, id))),
  ]);
  return {
    ...found.summary,
    ...found.extra,
    resumeUrl: found.resume ? resumeUrlOf(kind, id) : null,
    nextStatuses: [...APPLICATION_TRANSITIONS[found.summary.status]],
    interview: interview
      ? {
          startsAt: interview.startsAt.toISOString(),
          durationMinutes: interview.durationMinutes,
          mode: interview.mode,
          location: interview.location,
        }
      : null,
    notes: notes.map(toNote),
  };
}

/**
 * Moves an application along the pipeline as staff (forward, or to an offer or not selected), with the row locked
 * so two admins cannot both move it from the same status. Asking for the status it already has changes nothing
 * (a repeated click).
 */
export async function moveApplication(
  db: Database,
  request: FastifyRequest,
  kind: ApplicationKind,
  id: string,
  status: ApplicationStatus,
) {
  await db.transaction(async (tx) => {
    const found = await pipeline.lockApplication(tx, kind, id);
    if (!found) throw new AppError('NOT_FOUND', APPLICATION_NOT_FOUND);
    if (found.status === status) return;
    await pipeline.moveApplication(tx, request, { kind, id, to: status, actor: 'staff' });
  });
  return applicationDetail(db, kind, id);
}

/**
 * Moves several applications to one status: each on its own (its own transaction, rules, audit entry, e-mail),
 * so one refused move leaves the others done; the answer lists what moved and what did not, and why.
 */
export async function moveApplications(
  db: Database,
  request: FastifyRequest,
  { status, applications }: BulkApplicationStatusRequest,
) {
  const moved: { kind: ApplicationKind; id: string }[] = [];
  const failed: { kind: ApplicationKind; id: string; message: string }[] = [];
  const seen = new Set<string>();
  for (const { kind, id } of applications) {
    if (seen.has(`${kind}:${id}`)) continue;
    seen.add(`${kind}:${id}`);
    try {
      await db.transaction((tx) =>
        pipeline.moveApplication(tx, request, { kind, id, to: status, actor: 'staff' }),
      );
      moved.push({ kind, id });
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      failed.push({ kind, id, message: error.message });
    }
  }
  return { moved, failed };
}

/** Schedules or moves the interview (the application goes to interview), then answers the application. */
export async function scheduleInterview(
  db: Database,
  request: FastifyRequest,
  kind: ApplicationKind,
  id: string,
  input: ScheduleInterviewRequest,
) {
  await db.transaction((tx) => pipeline.scheduleInterview(tx, request, kind, id, input));
  return applicationDetail(db, kind, id);
}

/** Adds a note (append-only: notes are never edited or removed), audited in the same transaction. */
export async function addNote(
  db: Database,
  request: FastifyRequest,
  kind: ApplicationKind,
  id: string,
  body: string,
) {
  const author = currentUser(request);
  return db.transaction(async (tx) => {
    if (!(await findApplication(tx, kind, id))) throw new AppError('NOT_FOUND', APPLICATION_NOT_FOUND);
    const note = toNote(
      await repository.insertNote(tx, {
        kind,
        applicationId: id,
        authorId: author.id,
        authorEmail: author.email,
        body,
      }),
    );
    await recordAudit(tx, request, {
      action: 'application.note',
      objectType: `${kind}_application`,
      objectId: id,
      after: note,
    });
    return note;
  });
}

/** Where the résumé is stored and how to name the download; 404 when the application has none. */
export async function resumeOf(db: Database, kind: ApplicationKind, id: string) {
  const found = await findApplication(db, kind, id);
  if (!found) throw new AppError('NOT_FOUND', APPLICATION_NOT_FOUND);
  if (!found.resume) throw new AppError('NOT_FOUND', 'This application has no résumé.');
  // Only letters and digits of the name reach the header: no quotes, no path, no header injection.
  const name =
    found.summary.name
      .normalize('NFKD')
      .replace(/[^A-Za-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 60) || 'applicant';
  return {
    key: found.resume.key,
    contentType: CONTENT_TYPES[found.resume.kind],
    filename: `resume-${name}-${id.slice(0, 8)}.${found.resume.kind}`,
  };
}

export function applicationsCsv(rows: repository.ApplicationListRow[]) {
  return csvDocument(
    ['Received (IST)', 'Kind', 'Name', 'E-mail', 'Phone', 'Positions', 'College', 'Year', 'Status'],
    rows.map((row) => {
      const application = toApplicationSummary(row);
      return [
        istDateTime(new Date(application.createdAt)),
        application.kind,
        application.name,
        application.email,
        application.phone,
        application.positions.join('; '),
        application.college,
        application.year,
        application.status,
      ];
    }),
  );
}

/** '2026-05-01 14:05' in India time, as a spreadsheet reads a date and time. */
export const istDateTime = (date: Date) => indiaDayAndMinute(date);

// ── Contact messages ────────────────────────────────────────────────────────────────────────────

export const CONTACT_NOT_FOUND = 'Message not found';

export function toContactMessage({
  message,
  handledByEmail,
}: repository.ContactMessageRow): AdminContactMessage {
  return {
    id: message.id,
    fullName: message.fullName,
    email: message.email,
    message: message.message,
    createdAt: message.createdAt.toISOString(),
    handledAt: iso(message.handledAt),
    handledBy: message.handledBy,
    handledByEmail: message.handledAt ? handledByEmail : null,
  };
}

/** Marks a message handled (by the caller) or not; marking it as it already is changes nothing. */
export async function markContactMessage(
  db: Database,
  request: FastifyRequest,
  id: string,
  handled: boolean,
) {
  return db.transaction(async (tx) => {
    const stored = await repository.lockContactMessage(tx, id);
    if (!stored) throw new AppError('NOT_FOUND', CONTACT_NOT_FOUND);
    const changed = (stored.handledAt !== null) !== handled;
    if (changed) await repository.markContactMessage(tx, id, handled ? currentUser(request).id : null);
    const row = await repository.findContactMessage(tx, id);
    if (!row) throw new AppError('NOT_FOUND', CONTACT_NOT_FOUND);
    if (changed) {
      await recordAudit(tx, request, {
        action: 'contact.handled',
        objectType: 'contact_message',
        objectId: id,
        before: { handledAt: iso(stored.handledAt), handledBy: stored.handledBy },
        after: { handledAt: iso(row.message.handledAt), handledBy: row.message.handledBy },
      });
    }
    return toContactMessage(row);
  });
}

// ── Newsletter ──────────────────────────────────────────────────────────────────────────────────

export function subscribersCsv(rows: Awaited<ReturnType<typeof repository.exportSubscribers>>) {
  return csvDocument(
    ['Name', 'E-mail', 'Subscribed since (IST)', 'Account created (IST)'],
    rows.map((row) => [
      row.name,
      row.email,
      row.subscribedAt ? istDateTime(row.subscribedAt) : '',
      istDateTime(row.createdAt),
    ]),
  );
}
