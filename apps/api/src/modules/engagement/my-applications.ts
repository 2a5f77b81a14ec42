import type { ApplicationKind, ApplicationStatus } from '@pathshala/shared/admin-people';
import { INTERNSHIP_LISTINGS } from '@pathshala/shared/engagement';
import type { MyApplication } from '@pathshala/shared/notifications';
import { and, asc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema/accounts.ts';
import {
  applicationStatusChanges,
  careerApplications,
  internshipApplications,
} from '../../db/schema/engagement.ts';

type Reader = Pick<Database, 'select'>;

/**
 * The account an application belongs to: the one it was sent from, else the open account with its address
 * (the forms are open to visitors). Undefined when the applicant has none.
 */
export async function applicantAccount(db: Reader, userId: string | null, email: string) {
  if (userId) return userId;
  const [account] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.email, email.toLowerCase()), isNull(users.closedAt)))
    .limit(1);
  return account?.id;
}

const listingTitles = (ids: readonly number[]) =>
  ids
    .map((id) => INTERNSHIP_LISTINGS.find((listing) => listing.id === id)?.title ?? `Listing ${id}`)
    .join(', ');

/** The learner's applications (sent signed in, or with the account's address), newest first, with their history. */
export async function myApplications(
  db: Database,
  user: { id: string; email: string },
): Promise<MyApplication[]> {
  const email = user.email.toLowerCase();
  const [careers, internships] = await Promise.all([
    db
      .select()
      .from(careerApplications)
      .where(or(eq(careerApplications.userId, user.id), sql`lower(${careerApplications.email}) = ${email}`)),
    db
      .select()
      .from(internshipApplications)
      .where(
        or(
          eq(internshipApplications.userId, user.id),
          sql`lower(${internshipApplications.email}) = ${email}`,
        ),
      ),
  ]);
  const rows: {
    id: string;
    kind: ApplicationKind;
    title: string;
    status: ApplicationStatus;
    createdAt: Date;
  }[] = [
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
  const changes = rows.length
    ? await db
        .select()
        .from(applicationStatusChanges)
        .where(
          inArray(
            applicationStatusChanges.applicationId,
            rows.map((row) => row.id),
          ),
        )
        .orderBy(asc(applicationStatusChanges.createdAt))
    : [];
  return rows
    .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())
    .map((row) => ({
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
    }));
}
