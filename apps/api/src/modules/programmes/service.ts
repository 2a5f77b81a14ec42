import { GST_RATE_PERCENT } from '@pathshala/shared/gst';
import {
  PRACTICE_TOPIC_LABELS,
  PRACTICE_TOPICS,
  type PracticeTopic,
} from '@pathshala/shared/practice-constants';
import {
  PROGRAMME_NOT_FOUND,
  type ProgrammeContents,
  type ProgrammeDetails,
  type ProgrammeSummary,
  type UpdateProgrammeContentsRequest,
} from '@pathshala/shared/programmes';
import { and, eq, inArray, notInArray } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/client.ts';
import { programmeCourses } from '../../db/schema/catalogue.ts';
import { placementCourses } from '../../db/schema/content.ts';
import { mockTests, programmeTopics } from '../../db/schema/practice.ts';
import { recordAudit } from '../../plugins/audit.ts';
import { AppError } from '../../plugins/errors.ts';
import { paiseToRupees } from '../catalogue/service.ts';
import { drawnFrom } from '../practice/mock-service.ts';
import { holdsEnrolment } from '../practice/programme-access.ts';
import { syncProgrammeCourses } from './course-access.ts';
import * as repository from './repository.ts';

export const GST_NOTE = `Price includes ${GST_RATE_PERCENT}% GST. A GST invoice comes with your order.`;

const isPracticeTopic = (topic: string): topic is PracticeTopic =>
  (PRACTICE_TOPICS as readonly string[]).includes(topic);

function prices(programme: { realPricePaise: number; discountedPricePaise: number | null }) {
  const realPrice = paiseToRupees(programme.realPricePaise);
  const discountedPrice =
    programme.discountedPricePaise === null ? null : paiseToRupees(programme.discountedPricePaise);
  return { realPrice, discountedPrice, price: discountedPrice ?? realPrice };
}

/** Programmes on sale as cards show them (all, or those named). */
export async function programmeSummaries(db: Database, ids: string[]): Promise<ProgrammeSummary[]> {
  const rows = await repository.listProgrammesOnSale(db, [...new Set(ids)]);
  return rows.map((programme) => ({
    _id: programme.id,
    id: programme.id,
    title: programme.title,
    subject: programme.subject,
    status: programme.status,
    thumbnail: programme.thumbnail,
    duration: programme.duration,
    ...prices(programme),
  }));
}

/** The programme page: what it costs, what is inside and whether the viewer owns it. */
export async function programmeDetails(
  db: Database,
  programmeId: string,
  userId: string | undefined,
): Promise<ProgrammeDetails> {
  const programme = await repository.findProgrammeOnSale(db, programmeId);
  if (!programme) throw new AppError('NOT_FOUND', PROGRAMME_NOT_FOUND);
  const [tests, topics, included, liveSessionCount, isPurchased] = await Promise.all([
    repository.listProgrammeMockTests(db, programme.id),
    repository.listProgrammeTopics(db, programme.id),
    repository.listProgrammeCourses(db, programme.id),
    repository.countLiveSessions(db, programme.id),
    userId ? holdsEnrolment(db, userId, programme.id) : Promise.resolve(false),
  ]);
  const realPrice = paiseToRupees(programme.realPricePaise);
  const discountedPrice =
    programme.discountedPricePaise === null ? null : paiseToRupees(programme.discountedPricePaise);
  return {
    _id: programme.id,
    id: programme.id,
    title: programme.title,
    subject: programme.subject,
    status: programme.status,
    thumbnail: programme.thumbnail,
    coverPhoto: programme.coverPhoto,
    description: programme.description,
    detailDescription: programme.detailDescription,
    duration: programme.duration,
    level: programme.level,
    realPrice,
    discountedPrice,
    price: discountedPrice ?? realPrice,
    gstNote: GST_NOTE,
    mockTests: tests.map((test) => ({
      id: test.id,
      title: test.title,
      description: test.description,
      questionCount: test.sections.reduce((sum, section) => sum + drawnFrom(section), 0),
      durationSeconds: test.sections.reduce((sum, section) => sum + section.durationSeconds, 0),
    })),
    topics: topics.filter(isPracticeTopic).map((topic) => ({ topic, label: PRACTICE_TOPIC_LABELS[topic] })),
    courses: included,
    liveSessionCount,
    isPurchased,
  };
}

async function programmeOrMissing(db: Pick<Database, 'select'>, programmeId: string) {
  const programme = await repository.findProgramme(db, programmeId);
  if (!programme) throw new AppError('NOT_FOUND', PROGRAMME_NOT_FOUND);
  return programme;
}

export async function programmeContents(db: Database, programmeId: string): Promise<ProgrammeContents> {
  await programmeOrMissing(db, programmeId);
  const [mockTestIds, topics, included] = await Promise.all([
    repository.programmeMockTestIds(db, programmeId),
    repository.listProgrammeTopics(db, programmeId),
    repository.programmeCourseTitles(db, programmeId),
  ]);
  return {
    programmeId,
    mockTestIds,
    topics: topics.filter(isPracticeTopic),
    courseIds: included.map((course) => course.id),
    courses: included,
  };
}

/**
 * Sets what the programme opens: exactly these mock tests need it (a test dropped from the list turns free),
 * exactly these practice topics are listed for it, and, when given, exactly these courses are included: its
 * learners gain the added ones and lose the dropped ones (unless they hold them otherwise) in the same
 * transaction.
 */
export async function setProgrammeContents(
  db: Database,
  request: FastifyRequest,
  programmeId: string,
  input: UpdateProgrammeContentsRequest,
) {
  await db.transaction(async (tx) => {
    await programmeOrMissing(tx, programmeId);
    const wanted = [...new Set(input.mockTestIds)];
    const found = await repository.existingMockTestIds(tx, wanted);
    if (wanted.some((id) => !found.has(id))) throw new AppError('BAD_REQUEST', 'Mock test not found');
    const courseIds = input.courseIds ? [...new Set(input.courseIds)] : undefined;
    if (courseIds) {
      const known = await repository.existingCourseIds(tx, courseIds);
      if (courseIds.some((id) => !known.has(id))) throw new AppError('BAD_REQUEST', 'Course not found');
    }
    const before = {
      mockTestIds: await repository.programmeMockTestIds(tx, programmeId),
      topics: await repository.listProgrammeTopics(tx, programmeId),
      courseIds: await repository.programmeCourseIds(tx, programmeId),
    };
    await tx
      .update(mockTests)
      .set({ requiredCourseId: null })
      .where(
        and(
          eq(mockTests.requiredCourseId, programmeId),
          wanted.length ? notInArray(mockTests.id, wanted) : undefined,
        ),
      );
    if (wanted.length) {
      await tx.update(mockTests).set({ requiredCourseId: programmeId }).where(inArray(mockTests.id, wanted));
    }
    await tx.delete(programmeTopics).where(eq(programmeTopics.programmeId, programmeId));
    const topics = [...new Set(input.topics)];
    if (topics.length) {
      await tx.insert(programmeTopics).values(topics.map((topic) => ({ programmeId, topic })));
    }
    if (courseIds) {
      await tx.delete(programmeCourses).where(eq(programmeCourses.programmeId, programmeId));
      if (courseIds.length) {
        await tx
          .insert(programmeCourses)
          .values(courseIds.map((courseId, position) => ({ programmeId, courseId, position })));
      }
      await syncProgrammeCourses(tx, { programmeId });
    }
    await recordAudit(tx, request, {
      action: 'programme.contents',
      objectType: 'course',
      objectId: programmeId,
      before,
      after: { mockTestIds: wanted, topics, courseIds: courseIds ?? before.courseIds },
    });
  });
  return programmeContents(db, programmeId);
}

/** Points a placement card at a programme (or at none: the card goes back to 'Coming soon!!!'). */
export async function linkPlacementCard(
  db: Database,
  request: FastifyRequest,
  cardId: string,
  programmeId: string | null,
) {
  return db.transaction(async (tx) => {
    const card = await repository.findPlacementCard(tx, cardId);
    if (!card) throw new AppError('NOT_FOUND', 'Placement course not found');
    if (programmeId) await programmeOrMissing(tx, programmeId);
    const [updated] = await tx
      .update(placementCourses)
      .set({ programmeId })
      .where(eq(placementCourses.id, cardId))
      .returning();
    await recordAudit(tx, request, {
      action: 'placement_course.programme',
      objectType: 'placement_course',
      objectId: cardId,
      before: { programmeId: card.programmeId },
      after: { programmeId },
    });
    return updated ?? card;
  });
}
