import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema/accounts.ts';
import { certificates } from '../../db/schema/learning.ts';
import { mockAttempts, mockTests } from '../../db/schema/practice.ts';

/**
 * The learner behind a public handle: only one who turned the profile on and whose account is open. One query
 * answers every other case alike (no such handle, not public, closed, erased), so none can be told apart.
 */
export async function findPublicLearner(db: Database, handle: string) {
  const [learner] = await db
    .select({
      id: users.id,
      handle: users.profileHandle,
      name: users.name,
      bio: users.bio,
      profilePhoto: users.profilePhoto,
    })
    .from(users)
    .where(
      and(
        eq(users.profileHandle, handle),
        eq(users.publicProfile, true),
        isNull(users.closedAt),
        isNull(users.erasedAt),
      ),
    );
  return learner;
}

/** The learner's certificates that still stand (a revoked one is not shown), newest first. */
export function listStandingCertificates(db: Database, userId: string) {
  return db
    .select()
    .from(certificates)
    .where(and(eq(certificates.userId, userId), isNull(certificates.revokedAt)))
    .orderBy(desc(certificates.issuedAt), asc(certificates.id));
}

/**
 * The learner's best submitted attempt at each published mock test (the earliest of equal scores), with the
 * marks that attempt was out of, in the tests' own order.
 */
export async function listMockTestBests(db: Database, userId: string) {
  const best = db
    .selectDistinctOn([mockAttempts.testId], {
      title: mockTests.title,
      position: mockTests.position,
      score: sql<number>`${mockAttempts.score}`.mapWith(Number).as('score'),
      maxScore: sql<number>`jsonb_array_length(${mockAttempts.slots}) * ${mockTests.marksPerQuestion}`
        .mapWith(Number)
        .as('max_score'),
    })
    .from(mockAttempts)
    .innerJoin(mockTests, eq(mockTests.id, mockAttempts.testId))
    .where(
      and(
        eq(mockAttempts.userId, userId),
        eq(mockAttempts.status, 'submitted'),
        sql`${mockAttempts.score} is not null`,
        eq(mockTests.published, true),
      ),
    )
    .orderBy(mockAttempts.testId, desc(mockAttempts.score), asc(mockAttempts.submittedAt))
    .as('best');
  return db
    .select({ title: best.title, score: best.score, maxScore: best.maxScore })
    .from(best)
    .orderBy(asc(best.position), asc(best.title));
}
