import { randomUUID } from 'node:crypto';
import {
  type LearnerProject,
  PROJECT_EXCERPT_MAX,
  PROJECT_FILE,
  type Project,
  type ProjectInput,
  type ReviewRequest,
  type ReviewSubmission,
  type ShowcaseCourse,
  type Submission,
} from '@pathshala/shared/projects';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { Database } from '../../db/client.ts';
import { recordAudit } from '../../plugins/audit.ts';
import type { UserRow } from '../../plugins/auth.ts';
import { describeDatabaseError } from '../../plugins/database-errors.ts';
import { AppError } from '../../plugins/errors.ts';
import { sweepOrphanFiles } from '../../plugins/orphan-sweep.ts';
import type { Storage } from '../../plugins/storage.ts';
import { accountEmailLocale, enqueueEmail } from '../email/outbox.ts';
import { briefExcerpt } from './excerpt.ts';
import { type ProjectFileKind, safeFileName } from './files.ts';
import * as repository from './repository.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
export const PROJECT_FILE_PREFIX = 'project-files/';
const PROJECT_FILE_KEY = /^project-files\/[0-9a-f-]{36}\.(pdf|zip)$/;
const COURSE_NOT_FOUND = 'Course not found';

/** The instructor profile whose courses the caller manages; undefined for an admin (every course). */
export function taughtBy(user: UserRow): string | undefined {
  if (user.role === 'admin') return undefined;
  // An instructor account not linked to a profile teaches nothing (never "everything").
  return user.instructorId ?? '00000000-0000-0000-0000-000000000000';
}

const teaches = (user: UserRow, instructorId: string | null) => {
  const scope = taughtBy(user);
  return scope === undefined || instructorId === scope;
};

/** Another instructor's course answers exactly like a missing one, so guessing ids tells nothing. */
export async function courseOfCaller(db: Database, user: UserRow, courseId: string) {
  const course = await repository.findCourse(db, courseId);
  if (!course || !teaches(user, course.instructorId)) throw new AppError('NOT_FOUND', COURSE_NOT_FOUND);
  return course;
}

export async function projectOfCaller(db: Database, user: UserRow, projectId: string) {
  const row = await repository.findProject(db, projectId);
  if (!row || !teaches(user, row.instructorId)) {
    throw new AppError('NOT_FOUND', PROJECT_FILE.messages.notFound);
  }
  return row;
}

export function toProject(project: repository.ProjectRow, waiting?: number): Project {
  return {
    id: project.id,
    courseId: project.courseId,
    title: project.title,
    brief: project.brief,
    rubric: project.rubric,
    dueDays: project.dueDays,
    position: project.position,
    ...(waiting === undefined ? {} : { waiting }),
  };
}

export const fileUrlOf = (submissionId: string) => `/api/project-submissions/${submissionId}/file`;

export function toSubmission(row: repository.SubmissionRow): Submission {
  return {
    id: row.id,
    attempt: row.attempt,
    repoUrl: row.repoUrl,
    fileName: row.fileName,
    fileBytes: row.fileBytes,
    fileUrl: row.fileKey ? fileUrlOf(row.id) : null,
    status: row.status,
    scores: row.scores,
    feedback: row.feedback,
    submittedAt: row.submittedAt.toISOString(),
    reviewedAt: row.reviewedAt?.toISOString() ?? null,
  };
}

type ReviewRow = NonNullable<Awaited<ReturnType<typeof repository.findSubmission>>>;
export function toReviewSubmission(row: ReviewRow): ReviewSubmission {
  return {
    ...toSubmission(row.submission),
    learnerName: row.learnerName,
    learnerEmail: row.learnerEmail,
    project: { ...toProject(row.project), courseTitle: row.courseTitle },
  };
}

const dueAt = (enrolledAt: Date, dueDays: number) => new Date(enrolledAt.getTime() + dueDays * DAY_MS);

/** The rule of a new attempt: none while one waits for review, none after passing. */
function refusalOfNewAttempt(latest: repository.SubmissionRow | undefined) {
  if (latest?.status === 'submitted') return PROJECT_FILE.messages.waiting;
  if (latest?.status === 'passed') return PROJECT_FILE.messages.passed;
  return undefined;
}

/** The project for its learner (an active enrolment in its course); anyone else is told it is not found. */
async function projectForLearner(db: Database, user: UserRow, projectId: string) {
  const row = await repository.findProject(db, projectId);
  const enrolledAt = row && (await repository.activeEnrolmentStart(db, user.id, row.project.courseId));
  if (!row || !enrolledAt) throw new AppError('NOT_FOUND', PROJECT_FILE.messages.notFound);
  return { ...row, enrolledAt };
}

export async function learnerProject(
  db: Database,
  user: UserRow,
  projectId: string,
): Promise<LearnerProject> {
  const { project, courseTitle, enrolledAt } = await projectForLearner(db, user, projectId);
  const submissions = await repository.submissionsOf(db, project.id, user.id);
  const latest = submissions[0];
  return {
    ...toProject(project),
    courseTitle,
    dueAt: dueAt(enrolledAt, project.dueDays).toISOString(),
    status: latest?.status ?? 'not_submitted',
    canSubmit: refusalOfNewAttempt(latest) === undefined,
    submissions: submissions.map(toSubmission),
  };
}

export async function myProjects(db: Database, user: UserRow, courseId?: string) {
  const rows = await repository.learnerProjects(db, user.id, courseId);
  return rows.map((row) => ({
    id: row.project.id,
    courseId: row.project.courseId,
    courseTitle: row.courseTitle,
    title: row.project.title,
    dueAt: dueAt(row.enrolledAt, row.project.dueDays).toISOString(),
    status: (row.status ?? 'not_submitted') as LearnerProject['status'],
  }));
}

/** Checked before the upload is read: the learner may submit an attempt now. */
export async function assertMaySubmit(db: Database, user: UserRow, projectId: string) {
  const row = await repository.findProject(db, projectId);
  if (!row) throw new AppError('NOT_FOUND', PROJECT_FILE.messages.notFound);
  if (!(await repository.activeEnrolmentStart(db, user.id, row.project.courseId))) {
    throw new AppError('FORBIDDEN', PROJECT_FILE.messages.notEnrolled);
  }
  const [latest] = await repository.submissionsOf(db, projectId, user.id);
  const refusal = refusalOfNewAttempt(latest);
  if (refusal) throw new AppError('CONFLICT', refusal);
  return latest;
}

export async function submit(
  db: Database,
  storage: Storage,
  log: FastifyBaseLogger,
  user: UserRow,
  projectId: string,
  work: { repoUrl?: string; file?: { bytes: Buffer; filename: string; kind: ProjectFileKind } },
) {
  if (!work.repoUrl && !work.file) throw new AppError('BAD_REQUEST', PROJECT_FILE.messages.nothing);
  const latest = await assertMaySubmit(db, user, projectId);
  const fileKey = work.file ? `${PROJECT_FILE_PREFIX}${randomUUID()}.${work.file.kind}` : null;
  if (work.file && fileKey) await storage.put(fileKey, work.file.bytes);
  try {
    return await repository.insertSubmission(db, {
      projectId,
      userId: user.id,
      attempt: (latest?.attempt ?? 0) + 1,
      repoUrl: work.repoUrl || null,
      fileKey,
      fileName: work.file ? safeFileName(work.file.filename, work.file.kind) : null,
      fileBytes: work.file?.bytes.length ?? null,
    });
  } catch (error) {
    // Nothing refers to the file now; a second attempt sent at the same moment lost the race for its number.
    if (fileKey)
      await storage.remove(fileKey).catch((removal) => log.warn({ err: removal }, 'project file left'));
    if (describeDatabaseError(error).code === '23505') {
      throw new AppError('CONFLICT', PROJECT_FILE.messages.waiting);
    }
    throw error;
  }
}

/** Whose file it is: the learner who sent it, or the course's staff. Anyone else is told it is not there. */
export async function submissionFileFor(db: Database, user: UserRow, submissionId: string) {
  const row = await repository.findSubmission(db, submissionId);
  const allowed =
    row &&
    (row.submission.userId === user.id || (user.role !== 'learner' && teaches(user, row.instructorId)));
  if (!row || !allowed || !row.submission.fileKey) {
    throw new AppError('NOT_FOUND', PROJECT_FILE.messages.submissionNotFound);
  }
  return { key: row.submission.fileKey, fileName: row.submission.fileName ?? 'project' };
}

export async function submissionForReview(db: Database, user: UserRow, submissionId: string) {
  const row = await repository.findSubmission(db, submissionId);
  if (!row || !teaches(user, row.instructorId)) {
    throw new AppError('NOT_FOUND', PROJECT_FILE.messages.submissionNotFound);
  }
  return row;
}

export async function createProject(
  db: Database,
  request: FastifyRequest,
  user: UserRow,
  courseId: string,
  input: ProjectInput,
) {
  await courseOfCaller(db, user, courseId);
  return db.transaction(async (tx) => {
    const project = await repository.insertProject(tx, { ...input, courseId, position: input.position ?? 0 });
    await recordAudit(tx, request, {
      action: 'project.create',
      objectType: 'project',
      objectId: project.id,
      after: toProject(project),
    });
    return project;
  });
}

export async function updateProject(
  db: Database,
  request: FastifyRequest,
  user: UserRow,
  projectId: string,
  input: ProjectInput,
) {
  const { project: before } = await projectOfCaller(db, user, projectId);
  return db.transaction(async (tx) => {
    const project = await repository.updateProject(tx, projectId, input);
    if (!project) throw new AppError('NOT_FOUND', PROJECT_FILE.messages.notFound);
    await recordAudit(tx, request, {
      action: 'project.update',
      objectType: 'project',
      objectId: projectId,
      before: toProject(before),
      after: toProject(project),
    });
    return project;
  });
}

export async function deleteProject(
  db: Database,
  storage: Storage,
  log: FastifyBaseLogger,
  request: FastifyRequest,
  user: UserRow,
  projectId: string,
) {
  const { project } = await projectOfCaller(db, user, projectId);
  const fileKeys = await repository.fileKeysOfProject(db, projectId);
  await db.transaction(async (tx) => {
    await repository.deleteProject(tx, projectId);
    await recordAudit(tx, request, {
      action: 'project.delete',
      objectType: 'project',
      objectId: projectId,
      before: toProject(project),
    });
  });
  for (const key of fileKeys) {
    await storage.remove(key).catch((error) => log.warn({ err: error, key }, 'project file left'));
  }
}

/**
 * Scores each rubric criterion (0..its points), records the outcome once, and e-mails the learner in the same
 * transaction. Answers the reviewed row and whether the learner passed (the certificate may now be due).
 */
export async function review(
  db: Database,
  request: FastifyRequest,
  user: UserRow,
  submissionId: string,
  input: ReviewRequest,
) {
  const row = await submissionForReview(db, user, submissionId);
  const { rubric } = row.project;
  if (input.scores.length !== rubric.length) {
    throw new AppError('BAD_REQUEST', `Score each of the ${rubric.length} rubric criteria.`);
  }
  input.scores.forEach((score, index) => {
    const criterion = rubric[index];
    if (criterion && score > criterion.points) {
      throw new AppError(
        'BAD_REQUEST',
        `${criterion.criterion} is scored out of ${criterion.points}; ${score} is too many.`,
      );
    }
  });
  const reviewed = await db.transaction(async (tx) => {
    const updated = await repository.reviewSubmission(tx, submissionId, {
      scores: input.scores,
      feedback: input.feedback,
      status: input.status,
      reviewedBy: user.id,
    });
    if (!updated) throw new AppError('CONFLICT', PROJECT_FILE.messages.reviewed);
    const score = input.scores.reduce((sum, points) => sum + points, 0);
    const maxScore = rubric.reduce((sum, criterion) => sum + criterion.points, 0);
    await enqueueEmail(
      tx,
      'projectReviewed',
      row.learnerEmail,
      {
        name: row.learnerName,
        projectTitle: row.project.title,
        courseTitle: row.courseTitle,
        passed: input.status === 'passed',
        score: `${score} / ${maxScore}`,
        feedback: input.feedback,
        path: `/projects/${row.project.id}`,
      },
      accountEmailLocale(row.learnerLanguage),
    );
    await recordAudit(tx, request, {
      action: 'project.review',
      objectType: 'project_submission',
      objectId: submissionId,
      after: { status: input.status, scores: input.scores },
    });
    return updated;
  });
  return { ...row, submission: reviewed };
}

/**
 * Deletes stored project files that no attempt points to and that are older than an hour (left behind by a crash
 * between the write and the row, or by a failed deletion). Returns how many it deleted.
 */
export function sweepOrphanProjectFiles(db: Database, storage: Storage, now = new Date()) {
  return sweepOrphanFiles(
    storage,
    {
      prefix: PROJECT_FILE_PREFIX,
      keyPattern: PROJECT_FILE_KEY,
      referenced: async (keys) => new Set(await repository.referencedFileKeys(db, keys)),
    },
    now,
  );
}

/** The 'Industry Projects' page: courses that carry projects, each project with the opening of its brief. */
export async function projectShowcase(db: Database, limit: number): Promise<ShowcaseCourse[]> {
  const carriers = await repository.showcase(db, limit);
  return carriers.map((course) => ({
    id: course.id,
    title: course.title,
    subject: course.subject,
    thumbnail: course.thumbnail,
    projects: course.projects.map((project) => ({
      id: project.id,
      title: project.title,
      excerpt: briefExcerpt(project.brief, PROJECT_EXCERPT_MAX),
    })),
  }));
}
