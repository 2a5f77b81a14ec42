import {
  type SEARCH_SCOPES,
  type SearchItem,
  ZCourseIdRequestSchema,
  ZGetCourseDetailsResponseSchema,
  ZGetCoursesResponseSchema,
  ZGetPlacementResponseSchema,
  ZGetReviewsResponseSchema,
  ZGetRoadmapResponseSchema,
  ZSearchQuerySchema,
  ZSearchResponseSchema,
  ZSuggestionsQuerySchema,
  ZSuggestionsResponseSchema,
} from '@pathshala/shared/catalogue';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../plugins/errors.ts';
import { sendStoredMedia } from '../../plugins/media.ts';
import { createReadCache } from '../../plugins/read-cache.ts';
import * as engagement from '../engagement/repository.ts';
import { positionSearchItem } from '../engagement/service.ts';
import * as repository from './repository.ts';
import * as service from './service.ts';

const tags = ['catalogue'];
const COURSE_NOT_FOUND = 'Course not found';
// The catalogue changes a few times a day and is read on every visit.
const CATALOGUE_CACHE_TTL_MS = 30_000;

const ZCourseIdParamsSchema = z.object({ id: z.uuid({ message: COURSE_NOT_FOUND }) });

export const catalogueRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, storage } = app;
  const courseList = createReadCache<ReturnType<typeof service.toCourseSummary>[]>(CATALOGUE_CACHE_TTL_MS);
  // Searches repeat a lot (popular topics); results are as fresh as the course list.
  const searchResults = createReadCache<SearchItem[]>(CATALOGUE_CACHE_TTL_MS, 2000);
  const suggestionResults = createReadCache<string[]>(CATALOGUE_CACHE_TTL_MS, 2000);
  const placementList =
    createReadCache<ReturnType<typeof service.toPlacementCourse>[]>(CATALOGUE_CACHE_TTL_MS);

  app.get(
    '/api/courses/getCourse',
    {
      schema: {
        tags,
        summary: 'All courses for the catalogue',
        response: { 200: ZGetCoursesResponseSchema },
      },
    },
    async () => {
      const data = await courseList.get('all', async () =>
        (await repository.listCourses(db)).map(service.toCourseSummary),
      );
      return { success: true as const, data };
    },
  );

  app.post(
    '/api/courses/getCourseDetails',
    {
      schema: {
        tags,
        summary: 'A course with its curriculum outline and FAQs (lectures without their media)',
        body: ZCourseIdRequestSchema,
        response: { 200: ZGetCourseDetailsResponseSchema },
      },
    },
    async (request) => {
      const { courseId } = request.body;
      const [row, curriculum, faqs] = await Promise.all([
        repository.findCourse(db, courseId),
        repository.listCurriculum(db, courseId),
        repository.listFaqs(db, courseId),
      ]);
      if (!row) throw new AppError('NOT_FOUND', COURSE_NOT_FOUND);
      return { success: true as const, data: { details: service.toCourseDetails(row, curriculum, faqs) } };
    },
  );

  app.get(
    '/api/roadmap/getRoadmapById/:id',
    { schema: { tags, params: ZCourseIdParamsSchema, response: { 200: ZGetRoadmapResponseSchema } } },
    async (request) => ({
      success: true as const,
      roadmaps: service.toRoadmap(await repository.listRoadmap(db, request.params.id)),
    }),
  );

  app.get(
    '/api/reviews/getReviewById/:id',
    { schema: { tags, params: ZCourseIdParamsSchema, response: { 200: ZGetReviewsResponseSchema } } },
    async (request) => ({
      success: true as const,
      data: { review: service.toReviews(await repository.listReviews(db, request.params.id)) },
    }),
  );

  app.get(
    '/api/placementPreparation/getPlacementPrepration',
    { schema: { tags, response: { 200: ZGetPlacementResponseSchema } } },
    async () => {
      const placementPreparation = await placementList.get('all', async () =>
        (await repository.listPlacementCourses(db)).map(service.toPlacementCourse),
      );
      return { success: true as const, data: { placementPreparation } };
    },
  );

  app.get(
    '/api/search',
    {
      schema: {
        tags,
        summary: 'Ranked full-text search; flag chooses courses (default), placement courses or all',
        querystring: ZSearchQuerySchema,
        response: { 200: ZSearchResponseSchema },
      },
    },
    async (request) => {
      const { keyword, flag } = request.query;
      const items = await searchResults.get(`${flag}:${keyword.toLowerCase()}`, async () => {
        // An empty keyword lists everything in scope, in catalogue order.
        const wants = (scope: (typeof SEARCH_SCOPES)[number]) => flag === scope || flag === 'all';
        const [courses, placement, openings] = await Promise.all([
          !wants('courses')
            ? []
            : keyword === ''
              ? repository.listCourses(db)
              : repository.searchCourses(db, keyword),
          !wants('placement')
            ? []
            : keyword === ''
              ? repository.listPlacementCourses(db)
              : repository.searchPlacementCourses(db, keyword),
          !wants('internship')
            ? []
            : keyword === ''
              ? engagement.listOpenPositions(db)
              : engagement.searchOpenPositions(db, keyword),
        ]);
        return [
          ...courses.map((row) => service.courseSearchItem(row.course)),
          ...placement.map(service.placementSearchItem),
          ...openings.map(positionSearchItem),
        ];
      });
      return { success: true as const, data: { items } };
    },
  );

  app.get(
    '/api/course-suggestions',
    {
      schema: {
        tags,
        summary: 'Typo-tolerant title suggestions for the search box',
        querystring: ZSuggestionsQuerySchema,
        response: { 200: ZSuggestionsResponseSchema },
      },
    },
    async (request) => {
      const { keyword } = request.query;
      const suggestions =
        keyword === ''
          ? []
          : await suggestionResults.get(keyword.toLowerCase(), async () =>
              // Titles, once each (two runs of a course may share one).
              [
                ...new Set(
                  (await repository.suggestCourses(db, keyword))
                    .filter((row) => row.score >= repository.SUGGESTION_MIN_SCORE)
                    .map((row) => row.title),
                ),
              ],
            );
      return { success: true as const, data: { suggestions } };
    },
  );

  app.get(
    '/api/lectures/:lectureId/preview',
    {
      schema: {
        tags,
        summary: "Stream of a free lecture's video (HTTP Range supported)",
        params: z.object({ lectureId: z.uuid({ message: 'Lecture not found' }) }),
      },
    },
    async (request, reply) => {
      const media = await repository.findFreeLectureMedia(db, request.params.lectureId);
      // Locked lectures answer exactly like missing ones: their existence is not a preview's business.
      if (!media?.videoKey) throw new AppError('NOT_FOUND', 'Lecture not found');
      return sendStoredMedia(request, reply, storage, media.videoKey, 'video/mp4');
    },
  );

  app.get(
    '/api/lectures/:lectureId/preview/captions',
    {
      schema: {
        tags,
        summary: "WebVTT captions of a free lecture's video",
        params: z.object({ lectureId: z.uuid({ message: 'Lecture not found' }) }),
      },
    },
    async (request, reply) => {
      const media = await repository.findFreeLectureMedia(db, request.params.lectureId);
      if (!media?.videoKey || !media.captionsKey) throw new AppError('NOT_FOUND', 'Lecture not found');
      return sendStoredMedia(request, reply, storage, media.captionsKey, 'text/vtt; charset=utf-8');
    },
  );
};
