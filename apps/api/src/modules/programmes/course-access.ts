import { and, asc, eq, inArray, isNotNull, isNull, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { courses, programmeCourses } from '../../db/schema/catalogue.ts';
import { enrollments } from '../../db/schema/commerce.ts';
import { certificates } from '../../db/schema/learning.ts';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** Whose programme-derived enrolments to bring in line: these learners, or everyone who holds or held a programme. */
export type ProgrammeAccessScope = { userIds: string[] } | { programmeId: string };

/**
 * Brings the enrolments that come with programmes in line with the programmes the learners hold now (see ADR
 * 030): each active programme enrolment gives an enrolment in each included course (`programme_id` names the
 * programme); one whose learner holds no programme that includes the course any more is revoked, with its
 * certificate, unless another programme they hold still includes it. An enrolment of the learner's own (an
 * order, an admin's grant) is never touched, and a revoked one is reused, so nothing is ever duplicated.
 *
 * Call it inside the transaction that changed a programme enrolment or a programme's courses. It locks the
 * programmes concerned, so a purchase, a refund and the console's edit of one programme take turns.
 */
export async function syncProgrammeCourses(tx: Transaction, scope: ProgrammeAccessScope) {
  const inScope = (column: SQLWrapper): SQL =>
    'userIds' in scope
      ? inArray(column, scope.userIds)
      : inArray(
          column,
          tx
            .select({ userId: enrollments.userId })
            .from(enrollments)
            .where(eq(enrollments.courseId, scope.programmeId)),
        );
  if ('userIds' in scope && scope.userIds.length === 0) return;

  const programmeIds =
    'programmeId' in scope
      ? [scope.programmeId]
      : (
          await tx
            .selectDistinct({ id: enrollments.courseId })
            .from(enrollments)
            .innerJoin(courses, eq(courses.id, enrollments.courseId))
            .where(and(inScope(enrollments.userId), eq(courses.kind, 'programme')))
        )
          .map((row) => row.id)
          .sort();
  // In one order everywhere, so two transactions never wait on each other's second lock.
  for (const programmeId of programmeIds) {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`programme-courses:${programmeId}`}))`);
  }

  // A programme the learner holds that includes the derived enrolment's course (correlated with `d`).
  const granting = (programme: SQL) => sql`
    select held.course_id from ${enrollments} held
    join ${programmeCourses} included on included.programme_id = held.course_id
    where held.user_id = d.user_id and held.status = 'active' and included.course_id = d.course_id
      and ${programme}`;

  // Still granted by another programme they hold: it now comes with that one.
  await tx.execute(sql`
    update ${enrollments} d
    set programme_id = (${granting(sql`true`)} order by held.created_at limit 1)
    where d.status = 'active' and d.programme_id is not null
      and ${inScope(sql`d.user_id`)}
      and not exists (${granting(sql`held.course_id = d.programme_id`)})
      and exists (${granting(sql`true`)})`);

  const revoked = await tx
    .update(enrollments)
    .set({ status: 'revoked' })
    .where(
      and(
        eq(enrollments.status, 'active'),
        isNotNull(enrollments.programmeId),
        inScope(enrollments.userId),
        sql`not exists (
          select 1 from ${enrollments} held
          join ${programmeCourses} included on included.programme_id = held.course_id
          where held.user_id = ${enrollments.userId} and held.status = 'active'
            and included.course_id = ${enrollments.courseId})`,
      ),
    )
    .returning({ userId: enrollments.userId, courseId: enrollments.courseId });
  for (const row of revoked) {
    // As a refund does: the certificate of a course whose access ended is revoked.
    await tx
      .update(certificates)
      .set({ revokedAt: new Date() })
      .where(
        and(
          eq(certificates.userId, row.userId),
          eq(certificates.courseId, row.courseId),
          isNull(certificates.revokedAt),
        ),
      );
  }

  const wanted = await tx
    .selectDistinctOn([enrollments.userId, programmeCourses.courseId], {
      userId: enrollments.userId,
      courseId: programmeCourses.courseId,
      programmeId: enrollments.courseId,
    })
    .from(enrollments)
    .innerJoin(programmeCourses, eq(programmeCourses.programmeId, enrollments.courseId))
    .where(and(eq(enrollments.status, 'active'), inScope(enrollments.userId)))
    .orderBy(asc(enrollments.userId), asc(programmeCourses.courseId), asc(enrollments.createdAt));
  if (wanted.length === 0) return;
  await tx
    .insert(enrollments)
    .values(wanted)
    .onConflictDoUpdate({
      target: [enrollments.userId, enrollments.courseId],
      set: {
        status: 'active',
        programmeId: sql`excluded.programme_id`,
        orderId: null,
        grantedBy: null,
        grantedAt: null,
      },
      // An enrolment the learner holds already, bought, granted or derived, stays as it is.
      setWhere: sql`${enrollments.status} = 'revoked'`,
    });
}
