import type { PracticeTopic } from '@pathshala/shared/practice';
import { topicLockedMessage } from '@pathshala/shared/programmes';
import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { courses } from '../../db/schema/catalogue.ts';
import { enrollments } from '../../db/schema/commerce.ts';
import { programmeTopics } from '../../db/schema/practice.ts';
import { AppError } from '../../plugins/errors.ts';

/** How a learner stands with one topic that programmes open. */
export interface TopicGate {
  locked: boolean;
  /** The programmes that open it and are on sale, for the listing's way in. */
  programmes: { id: string; title: string }[];
}

/**
 * The topics some programme lists, each with whether the learner (none: a visitor) may practise it: a topic
 * listed by any programme is open only to learners actively enrolled in one of those programmes. A topic no
 * programme lists is absent (free to everyone).
 */
export async function topicGates(
  db: Pick<Database, 'select'>,
  userId: string | undefined,
  topics?: readonly string[],
): Promise<Map<string, TopicGate>> {
  const listed = await db
    .select({
      topic: programmeTopics.topic,
      programmeId: programmeTopics.programmeId,
      title: courses.title,
      onSale: isNotNull(courses.publishedAt),
      deletedAt: courses.deletedAt,
    })
    .from(programmeTopics)
    .innerJoin(courses, eq(courses.id, programmeTopics.programmeId))
    .where(topics ? inArray(programmeTopics.topic, [...topics]) : undefined)
    .orderBy(asc(courses.title));
  if (listed.length === 0) return new Map();
  const owned = userId
    ? new Set(
        (
          await db
            .select({ courseId: enrollments.courseId })
            .from(enrollments)
            .where(
              and(
                eq(enrollments.userId, userId),
                eq(enrollments.status, 'active'),
                inArray(
                  enrollments.courseId,
                  listed.map((row) => row.programmeId),
                ),
              ),
            )
        ).map((row) => row.courseId),
      )
    : new Set<string>();
  const gates = new Map<string, TopicGate>();
  for (const row of listed) {
    const gate = gates.get(row.topic) ?? { locked: true, programmes: [] };
    if (owned.has(row.programmeId)) gate.locked = false;
    if (row.onSale && row.deletedAt === null) gate.programmes.push({ id: row.programmeId, title: row.title });
    gates.set(row.topic, gate);
  }
  return gates;
}

/** Refuses (403) practice of a topic the learner's programmes do not open. */
export async function assertTopicOpen(db: Pick<Database, 'select'>, userId: string, topic: PracticeTopic) {
  const gate = (await topicGates(db, userId, [topic])).get(topic);
  if (gate?.locked) {
    throw new AppError(
      'FORBIDDEN',
      gate.programmes.length
        ? topicLockedMessage(gate.programmes.map((programme) => programme.title))
        : 'This topic comes with a placement programme that is not on sale now.',
    );
  }
}

/** Whether the learner holds an active enrolment in the course (a mock test's required course). */
export async function holdsEnrolment(db: Pick<Database, 'select'>, userId: string, courseId: string) {
  const [row] = await db
    .select({ id: enrollments.id })
    .from(enrollments)
    .where(
      and(
        eq(enrollments.userId, userId),
        eq(enrollments.courseId, courseId),
        eq(enrollments.status, 'active'),
      ),
    );
  return row !== undefined;
}
