import {
  PROJECT_FILE,
  ZCourseProjectsResponseSchema,
  ZLearnerProjectResponseSchema,
  ZMyProjectsQuerySchema,
  ZMyProjectsResponseSchema,
  ZProjectCourseParamsSchema,
  ZProjectDeletedResponseSchema,
  ZProjectIdParamsSchema,
  ZProjectInputSchema,
  ZProjectResponseSchema,
  ZProjectShowcaseQuerySchema,
  ZProjectShowcaseResponseSchema,
  ZReviewQueueQuerySchema,
  ZReviewQueueResponseSchema,
  ZReviewRequestSchema,
  ZReviewSubmissionResponseSchema,
  ZSubmissionFieldsSchema,
  ZSubmissionIdParamsSchema,
  ZSubmissionResponseSchema,
} from '@pathshala/shared/projects';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { page, pageWindow } from '../../lib/paging.ts';
import { currentUser, requireUser } from '../../plugins/auth.ts';
import { AppError } from '../../plugins/errors.ts';
import { beforeReading, readMultipartForm, refuseOversizeUpload } from '../../plugins/uploads.ts';
import { checkProjectFile, PROJECT_FILE_CONTENT_TYPES } from './files.ts';
import * as repository from './repository.ts';
import * as service from './service.ts';

export interface ProjectRoutesOptions {
  /**
   * Called after a learner passes a project: the certificate may now be due. Given by app.ts, as issuing it is
   * the learning feature's work (which sits above this one).
   */
  onProjectPassed?: (userId: string, courseId: string) => Promise<unknown>;
}

const UPLOAD_RATE_LIMIT = { max: 20, timeWindow: '1 hour' };

/**
 * Hands-on projects: learners read and submit theirs (`/api/projects/...`); the course's instructor or an admin
 * writes them and reviews attempts (`/api/instructor/...`, guarded by plugins/staff-access.ts and then by course).
 */
export const projectRoutes: FastifyPluginAsyncZod<ProjectRoutesOptions> = async (app, options) => {
  const { db, storage } = app;
  const tags = ['projects'];
  const instructorTags = ['instructor'];

  app.get(
    '/api/projects/showcase',
    {
      schema: {
        tags,
        summary:
          "The public showcase ('Industry Projects'): courses that carry projects, each project's title and the opening of its brief",
        querystring: ZProjectShowcaseQuerySchema,
        response: { 200: ZProjectShowcaseResponseSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'public, max-age=60');
      return {
        success: true as const,
        data: { courses: await service.projectShowcase(db, request.query.limit) },
      };
    },
  );

  // ── Learners ─────────────────────────────────────────────────────────────────────────────────────
  app.get(
    '/api/projects',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: "The projects of the learner's courses (or of one, by courseId), each with its status",
        querystring: ZMyProjectsQuerySchema,
        response: { 200: ZMyProjectsResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      data: { projects: await service.myProjects(db, currentUser(request), request.query.courseId) },
    }),
  );

  app.get(
    '/api/projects/:projectId',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary:
          'A project of a course the learner is enrolled in: brief, rubric, due date and their attempts',
        params: ZProjectIdParamsSchema,
        response: { 200: ZLearnerProjectResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      data: { project: await service.learnerProject(db, currentUser(request), request.params.projectId) },
    }),
  );

  app.post(
    '/api/projects/:projectId/submissions',
    {
      onRequest: [
        requireUser,
        refuseOversizeUpload({
          maxBytes: PROJECT_FILE.maxBytes,
          tooLargeMessage: PROJECT_FILE.messages.size,
        }),
      ],
      config: { rateLimit: UPLOAD_RATE_LIMIT },
      schema: {
        tags,
        summary: 'Submit an attempt (multipart: repoUrl, and/or file: a PDF or ZIP of at most 10 MB)',
        consumes: ['multipart/form-data'],
        params: ZProjectIdParamsSchema,
        response: { 201: ZSubmissionResponseSchema },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const { projectId } = request.params;
      await beforeReading(reply, () => service.assertMaySubmit(db, user, projectId));
      const form = await readMultipartForm(request, reply, {
        field: 'file',
        maxBytes: PROJECT_FILE.maxBytes,
        tooLargeMessage: PROJECT_FILE.messages.size,
      });
      const fields = ZSubmissionFieldsSchema.safeParse(form.fields);
      if (!fields.success) {
        throw new AppError('BAD_REQUEST', fields.error.issues[0]?.message ?? 'Check the repository link.');
      }
      const file = form.file && form.file.bytes.length > 0 ? form.file : undefined;
      const kind = file ? checkProjectFile(file) : undefined;
      const submission = await service.submit(db, storage, request.log, user, projectId, {
        repoUrl: fields.data.repoUrl || undefined,
        file: file && kind ? { bytes: file.bytes, filename: file.filename, kind } : undefined,
      });
      return reply.code(201).send({
        success: true,
        message: PROJECT_FILE.messages.submitted,
        data: { submission: service.toSubmission(submission) },
      });
    },
  );

  app.get(
    '/api/project-submissions/:submissionId/file',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: "An attempt's file, for the learner who sent it and the course's instructor or an admin",
        params: ZSubmissionIdParamsSchema,
      },
    },
    async (request, reply) => {
      const file = await service.submissionFileFor(db, currentUser(request), request.params.submissionId);
      const kind = file.key.endsWith('.zip') ? 'zip' : 'pdf';
      const size = await storage.size(file.key);
      if (size === null) throw new AppError('NOT_FOUND', PROJECT_FILE.messages.submissionNotFound);
      return reply
        .header('content-type', PROJECT_FILE_CONTENT_TYPES[kind])
        .header('content-length', size)
        .header('cache-control', 'private, no-store')
        .header(
          'content-disposition',
          `attachment; filename="${file.fileName.replace(/[^\w. -]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(file.fileName)}`,
        )
        .send(storage.read(file.key));
    },
  );

  // ── The course's instructor or an admin ───────────────────────────────────────────────────────────
  app.get(
    '/api/instructor/courses/:courseId/projects',
    {
      schema: {
        tags: instructorTags,
        summary: "A course's projects, each with the attempts waiting for review",
        params: ZProjectCourseParamsSchema,
        response: { 200: ZCourseProjectsResponseSchema },
      },
    },
    async (request) => {
      const course = await service.courseOfCaller(db, currentUser(request), request.params.courseId);
      const rows = await repository.listCourseProjects(db, course.id);
      return {
        success: true as const,
        data: { projects: rows.map((row) => service.toProject(row.project, row.waiting)) },
      };
    },
  );

  app.post(
    '/api/instructor/courses/:courseId/projects',
    {
      schema: {
        tags: instructorTags,
        summary: 'Add a project to a course the caller teaches',
        params: ZProjectCourseParamsSchema,
        body: ZProjectInputSchema,
        response: { 201: ZProjectResponseSchema },
      },
    },
    async (request, reply) => {
      const project = await service.createProject(
        db,
        request,
        currentUser(request),
        request.params.courseId,
        request.body,
      );
      return reply
        .code(201)
        .send({ success: true, message: 'Project added', data: { project: service.toProject(project) } });
    },
  );

  app.put(
    '/api/instructor/projects/:projectId',
    {
      schema: {
        tags: instructorTags,
        summary: "Change a project's title, brief, rubric or due days",
        params: ZProjectIdParamsSchema,
        body: ZProjectInputSchema,
        response: { 200: ZProjectResponseSchema },
      },
    },
    async (request) => {
      const project = await service.updateProject(
        db,
        request,
        currentUser(request),
        request.params.projectId,
        request.body,
      );
      return {
        success: true as const,
        message: 'Project saved',
        data: { project: service.toProject(project) },
      };
    },
  );

  app.delete(
    '/api/instructor/projects/:projectId',
    {
      schema: {
        tags: instructorTags,
        summary: 'Delete a project with its attempts and their files',
        params: ZProjectIdParamsSchema,
        response: { 200: ZProjectDeletedResponseSchema },
      },
    },
    async (request) => {
      await service.deleteProject(
        db,
        storage,
        request.log,
        request,
        currentUser(request),
        request.params.projectId,
      );
      return { success: true as const, message: 'Project deleted' };
    },
  );

  app.get(
    '/api/instructor/project-submissions',
    {
      schema: {
        tags: instructorTags,
        summary: "Attempts waiting for review in the caller's courses, oldest first",
        querystring: ZReviewQueueQuerySchema,
        response: { 200: ZReviewQueueResponseSchema },
      },
    },
    async (request) => {
      const { rows, total } = await repository.reviewQueue(
        db,
        service.taughtBy(currentUser(request)),
        pageWindow({ ...request.query, order: 'asc' }),
      );
      return page(rows.map(service.toReviewSubmission), total, request.query);
    },
  );

  app.get(
    '/api/instructor/project-submissions/:submissionId',
    {
      schema: {
        tags: instructorTags,
        summary: 'One attempt with its project and rubric, to review',
        params: ZSubmissionIdParamsSchema,
        response: { 200: ZReviewSubmissionResponseSchema },
      },
    },
    async (request) => {
      const row = await service.submissionForReview(db, currentUser(request), request.params.submissionId);
      return { success: true as const, data: { submission: service.toReviewSubmission(row) } };
    },
  );

  app.post(
    '/api/instructor/project-submissions/:submissionId/review',
    {
      schema: {
        tags: instructorTags,
        summary:
          'Score each rubric criterion, write feedback, and mark the attempt passed or needing changes',
        params: ZSubmissionIdParamsSchema,
        body: ZReviewRequestSchema,
        response: { 200: ZReviewSubmissionResponseSchema },
      },
    },
    async (request) => {
      const row = await service.review(
        db,
        request,
        currentUser(request),
        request.params.submissionId,
        request.body,
      );
      app.outbox.nudge();
      if (row.submission.status === 'passed' && options.onProjectPassed) {
        await options.onProjectPassed(row.submission.userId, row.project.courseId);
      }
      return {
        success: true as const,
        message: row.submission.status === 'passed' ? 'Marked passed' : 'Sent back for changes',
        data: { submission: service.toReviewSubmission(row) },
      };
    },
  );
};
