import {
  type ApplicationActor,
  type ApplicationKind,
  type ApplicationStatus,
  canScheduleInterview,
  checkApplicationMove,
  type InterviewMode,
} from '@pathshala/shared/admin-people';
import { INTERNSHIP_LISTINGS } from '@pathshala/shared/engagement';
import { type Locale, localeFor, SOURCE_LOCALE } from '@pathshala/shared/locales';
import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema/accounts.ts';
import {
  applicationInterviews,
  applicationStatusChanges,
  careerApplications,
  internshipApplications,
} from '../../db/schema/engagement.ts';
import { recordAudit } from '../../plugins/audit.ts';
import { AppError } from '../../plugins/errors.ts';
import { type AttachmentsFor, enqueueEmail, recipientLocale } from '../email/outbox.ts';
import type { TemplateParams } from '../email/templates.ts';
import { notify } from '../notifications/service.ts';
import { interviewIcs, mailAddressOf } from './interview-ics.ts';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

export const PIPELINE_MESSAGES = {
  notFound: 'Application not found',
  closed: 'This application is closed: its interview cannot be scheduled.',
} as const;

/** An application of either form, in the one shape the pipeline needs. */
export interface PipelineApplication {
  kind: ApplicationKind;
  id: string;
  name: string;
  email: string;
  /** The position (career) or the internships applied for, joined. */
  title: string;
  status: ApplicationStatus;
  userId: string | null;
}

export const listingTitles = (ids: readonly number[]) =>
  ids
    .map((id) => INTERNSHIP_LISTINGS.find((listing) => listing.id === id)?.title ?? `Listing ${id}`)
    .join(', ');

/** The application, its row locked for the rest of the transaction (two moves of one application queue up). */
export async function lockApplication(
  tx: Transaction,
  kind: ApplicationKind,
  id: string,
): Promise<PipelineApplication | undefined> {
  if (kind === 'career') {
    const [row] = await tx
      .select()
      .from(careerApplications)
      .where(eq(careerApplications.id, id))
      .for('update');
    return (
      row && {
        kind,
        id,
        name: row.name,
        email: row.email,
        title: row.position,
        status: row.status,
        userId: row.userId,
      }
    );
  }
  const [row] = await tx
    .select()
    .from(internshipApplications)
    .where(eq(internshipApplications.id, id))
    .for('update');
  return (
    row && {
      kind,
      id,
      name: row.fullName,
      email: row.email,
      title: listingTitles(row.internships),
      status: row.status,
      userId: row.userId,
    }
  );
}

/** The e-mails' language: the linked account's, else the open account's with the address, else English. */
async function applicantLocale(tx: Transaction, application: PipelineApplication): Promise<Locale> {
  if (application.userId) {
    const [account] = await tx
      .select({ language: users.language })
      .from(users)
      .where(eq(users.id, application.userId));
    const locale = localeFor(account?.language);
    if (locale) return locale;
  }
  return recipientLocale(tx, application.email, SOURCE_LOCALE);
}

async function setStatus(tx: Transaction, application: PipelineApplication, status: ApplicationStatus) {
  const table = application.kind === 'career' ? careerApplications : internshipApplications;
  await tx.update(table).set({ status, statusChangedAt: new Date() }).where(eq(table.id, application.id));
  const [change] = await tx
    .insert(applicationStatusChanges)
    .values({ kind: application.kind, applicationId: application.id, status })
    .returning({ id: applicationStatusChanges.id });
  return change?.id ?? `${application.id}:${status}`;
}

/** The bell notification of a move (the linked account only: a visitor's address is not proven to be theirs). */
async function notifyApplicant(
  tx: Transaction,
  application: PipelineApplication,
  status: ApplicationStatus,
  changeId: string,
) {
  if (!application.userId) return;
  await notify(tx, {
    userIds: [application.userId],
    kind: 'applicationStatus',
    params: { position: application.title, status },
    link: '/my-applications',
    dedupeKey: `application-status:${changeId}`,
    // The pipeline's own e-mail tells the applicant (visitors too), in plain words.
    mailedByEvent: true,
  });
}

const mailOf = (application: PipelineApplication) => ({
  name: application.name,
  kind: application.kind,
  applicationId: application.id,
  title: application.title,
});

/**
 * Moves one application, by the pipeline's rules for who asks (checkApplicationMove), in the caller's
 * transaction: the status and its history row, the audit entry, the bell notification and the e-mail commit
 * together or not at all. Refusals are 409s with the rule's words.
 */
export async function moveApplication(
  tx: Transaction,
  request: FastifyRequest,
  input: { kind: ApplicationKind; id: string; to: ApplicationStatus; actor: ApplicationActor },
  owner?: string,
) {
  const application = await lockApplication(tx, input.kind, input.id);
  if (!application || (owner !== undefined && application.userId !== owner))
    throw new AppError('NOT_FOUND', PIPELINE_MESSAGES.notFound);
  const check = checkApplicationMove(application.status, input.to, input.actor);
  if (!check.ok) throw new AppError('CONFLICT', check.message);
  const changeId = await setStatus(tx, application, input.to);
  await recordAudit(tx, request, {
    action: input.actor === 'applicant' ? 'application.withdraw' : 'application.status',
    objectType: `${input.kind}_application`,
    objectId: input.id,
    before: { status: application.status },
    after: { status: input.to },
  });
  await notifyApplicant(tx, application, input.to, changeId);
  await enqueueEmail(
    tx,
    'applicationStatusChanged',
    application.email,
    { ...mailOf(application), status: input.to },
    await applicantLocale(tx, application),
  );
  return { from: application.status, to: input.to };
}

export interface InterviewInput {
  startsAt: string;
  durationMinutes: number;
  mode: InterviewMode;
  location: string;
}

/**
 * Schedules the interview of an open application, or moves it to a new time (the same calendar event, a higher
 * SEQUENCE). The application moves to interview when it was not there yet; the applicant is e-mailed the
 * invitation (.ics attached at sending) and, with an account, told in the bell.
 */
export async function scheduleInterview(
  tx: Transaction,
  request: FastifyRequest,
  kind: ApplicationKind,
  id: string,
  input: InterviewInput,
) {
  const application = await lockApplication(tx, kind, id);
  if (!application) throw new AppError('NOT_FOUND', PIPELINE_MESSAGES.notFound);
  if (!canScheduleInterview(application.status)) throw new AppError('CONFLICT', PIPELINE_MESSAGES.closed);
  const [earlier] = await tx
    .select()
    .from(applicationInterviews)
    .where(and(eq(applicationInterviews.kind, kind), eq(applicationInterviews.applicationId, id)));
  const values = {
    startsAt: new Date(input.startsAt),
    durationMinutes: input.durationMinutes,
    mode: input.mode,
    location: input.location,
  };
  const [saved] = earlier
    ? await tx
        .update(applicationInterviews)
        .set({ ...values, sequence: earlier.sequence + 1, updatedAt: new Date() })
        .where(eq(applicationInterviews.id, earlier.id))
        .returning()
    : await tx
        .insert(applicationInterviews)
        .values({ kind, applicationId: id, ...values })
        .returning();
  if (!saved) throw new AppError('NOT_FOUND', PIPELINE_MESSAGES.notFound);
  const interview = {
    startsAt: saved.startsAt.toISOString(),
    durationMinutes: saved.durationMinutes,
    mode: saved.mode,
    location: saved.location,
  };
  await recordAudit(tx, request, {
    action: 'application.interview',
    objectType: `${kind}_application`,
    objectId: id,
    before: {
      status: application.status,
      interview: earlier
        ? {
            startsAt: earlier.startsAt.toISOString(),
            durationMinutes: earlier.durationMinutes,
            mode: earlier.mode,
            location: earlier.location,
          }
        : null,
    },
    after: { status: 'interview', interview },
  });
  if (application.status !== 'interview') {
    const changeId = await setStatus(tx, application, 'interview');
    await notifyApplicant(tx, application, 'interview', changeId);
  }
  const params: TemplateParams['applicationInterview'] = {
    ...mailOf(application),
    email: application.email,
    ...interview,
    sequence: saved.sequence,
  };
  await enqueueEmail(
    tx,
    'applicationInterview',
    application.email,
    params,
    await applicantLocale(tx, application),
  );
  return interview;
}

/** The interview e-mail's calendar invitation, made from the e-mail's own params (so both tell the same time). */
export function interviewAttachments(from: string): AttachmentsFor {
  return async (template, params) => {
    if (template !== 'applicationInterview') return [];
    const invite = params as unknown as TemplateParams['applicationInterview'];
    const ics = interviewIcs({
      kind: invite.kind,
      applicationId: invite.applicationId,
      title: invite.title,
      applicantName: invite.name,
      applicantEmail: invite.email,
      startsAt: new Date(invite.startsAt),
      durationMinutes: invite.durationMinutes,
      mode: invite.mode,
      location: invite.location,
      sequence: invite.sequence,
      organizerEmail: mailAddressOf(from),
    });
    return [
      {
        filename: 'interview.ics',
        contentType: 'text/calendar; charset=utf-8; method=REQUEST',
        content: Buffer.from(ics, 'utf8'),
      },
    ];
  };
}
