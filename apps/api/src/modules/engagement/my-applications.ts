import {
  type ApplicationKind,
  type ApplicationStatus,
  checkApplicationMove,
} from '@pathshala/shared/admin-people';
import type { MyApplication } from '@pathshala/shared/notifications';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  applicationInterviews,
  applicationStatusChanges,
  careerApplications,
  internshipApplications,
} from '../../db/schema/engagement.ts';
import { listingTitles } from './pipeline.ts';

type Reader = Pick<Database, 'select'>;

interface Row {
  id: string;
  kind: ApplicationKind;
  title: string;
  status: ApplicationStatus;
  createdAt: Date;
}

/**
 * The learner's applications, newest first, with every step's date and the interview. Only the applications of
 * the account: sent signed in, or sent as a visitor from an address the account has since proven
 * (accounts/application-linking.ts); an address merely typed at registration reads nothing.
 */
export async function myApplications(
  db: Reader,
  userId: string,
  only?: { kind: ApplicationKind; id: string },
) {
  const [careers, internships] = await Promise.all([
    only?.kind === 'internship'
      ? []
      : db
          .select()
          .from(careerApplications)
          .where(
            and(eq(careerApplications.userId, userId), only ? eq(careerApplications.id, only.id) : undefined),
          ),
    only?.kind === 'career'
      ? []
      : db
          .select()
          .from(internshipApplications)
          .where(
            and(
              eq(internshipApplications.userId, userId),
              only ? eq(internshipApplications.id, only.id) : undefined,
            ),
          ),
  ]);
  const rows: Row[] = [
    ...careers.map((row) => ({
      id: row.id,
      kind: 'career' as const,
      title: row.position,
      status: row.status,
      createdAt: row.createdAt,
    })),
    ...internships.map((row) => ({
      id: row.id,
      kind: 'internship' as const,
      title: listingTitles(row.internships),
      status: row.status,
      createdAt: row.createdAt,
    })),
  ];
  const ids = rows.map((row) => row.id);
  const [changes, interviews] = ids.length
    ? await Promise.all([
        db
          .select()
          .from(applicationStatusChanges)
          .where(inArray(applicationStatusChanges.applicationId, ids))
          .orderBy(asc(applicationStatusChanges.createdAt)),
        db.select().from(applicationInterviews).where(inArray(applicationInterviews.applicationId, ids)),
      ])
    : [[], []];
  return rows
    .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())
    .map((row): MyApplication => {
      const interview = interviews.find((item) => item.applicationId === row.id && item.kind === row.kind);
      return {
        id: row.id,
        kind: row.kind,
        title: row.title,
        status: row.status,
        createdAt: row.createdAt.toISOString(),
        history: [
          { status: 'new', at: row.createdAt.toISOString() },
          ...changes
            .filter((change) => change.applicationId === row.id && change.kind === row.kind)
            .map((change) => ({ status: change.status, at: change.createdAt.toISOString() })),
        ],
        interview: interview
          ? {
              startsAt: interview.startsAt.toISOString(),
              durationMinutes: interview.durationMinutes,
              mode: interview.mode,
              location: interview.location,
            }
          : null,
        canWithdraw: checkApplicationMove(row.status, 'withdrawn', 'applicant').ok,
      };
    });
}
