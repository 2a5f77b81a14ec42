import {
  type SEARCH_SCOPES,
  type SearchItem,
  ZCataloguePageQuerySchema,
  ZCataloguePageResponseSchema,
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
import type { Locale } from '@pathshala/shared/locales';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { LANGUAGE_VARY, visitorLocale } from '../../lib/request-locale.ts';
import { AppError } from '../../plugins/errors.ts';
import { sendStoredMedia } from '../../plugins/media.ts';
import * as engagement from '../engagement/repository.ts';
import { positionSearchItem } from '../engagement/service.ts';
import * as repository from './repository.ts';
import * as service from './service.ts';

const tags = ['catalogue'];
const COURSE_NOT_FOUND = 'Course not found';

const ZCourseIdParamsSchema = z.object({ id: z.uuid({ message: COURSE_NOT_FOUND }) });

export const catalogueRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, storage } = app;
  // The catalogue changes a few times a day and is read on every visit: every public read below is answered
  // from the public cache (serialised once, compressed once, ETag), keyed under 'catalogue:' so a catalogue
  // write invalidates them all. Searches repeat a lot (popular topics) and are as fresh as the course list.
  const cached = app.publicCache;
  // Course texts answer in the visitor's language (cookie, else Accept-Language): each language is its own entry,
  // and the answer says so to shared caches (Vary), so one language's answer never reaches another's visitor.
  const inLanguage = { vary: LANGUAGE_VARY };
  // The whole public catalogue in a language, loaded once for the list and every page cut from it.
  const wholeCatalogue = (locale: Locale) =>
    cached.value(`catalogue:all:${locale}`, async () =>
      service.toCatalogue(await repository.listCourses(db), locale),
    );

  app.get(
    '/api/courses/getCourse',
    {
      schema: {
        tags,
        summary: 'All courses for the catalogue',
        response: { 200: ZGetCoursesResponseSchema },
      },
    },
    async (request, reply) => {
      const locale = visitorLocale(request);
      return cached.send(
        request,
        reply,
        `catalogue:courses:${locale}`,
        async () => ({ success: true as const, data: (await wholeCatalogue(locale)).courses }),
        inLanguage,
      );
    },
  );

  // The catalogue as the web app reads it: a page at a time, searched and filtered here, so a catalogue of
  // 10,000 courses costs a visitor one page and not the 6 MB list (docs/performance.md, Scale).
  app.get(
    '/api/courses/catalogue',
    {
      schema: {
        tags,
        summary: 'One page of the catalogue, searched, filtered by tab, instructor, review and price',
        querystring: ZCataloguePageQuerySchema,
        response: { 200: ZCataloguePageResponseSchema },
      },
    },
    async (request, reply) => {
      const { query } = request;
      const locale = visitorLocale(request);
      return cached.send(
        request,
        reply,
        `catalogue:page:${locale}:${service.cataloguePageKey(query)}`,
        async () => {
          const [catalogue, ranked] = await Promise.all([
            wholeCatalogue(locale),
            query.q === '' ? null : repository.searchCourses(db, query.q),
          ]);
          const rankedIds = ranked?.map((row) => row.course.id) ?? null;
          return { success: true as const, data: service.cataloguePage(catalogue, query, rankedIds) };
        },
        inLanguage,
      );
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
    async (request, reply) => {
      const { courseId } = request.body;
      const locale = visitorLocale(request);
      return cached.send(
        request,
        reply,
        `catalogue:details:${courseId}:${locale}`,
        async () => {
          const [row, curriculum, faqs] = await Promise.all([
            repository.findCourse(db, courseId),
            repository.listCurriculum(db, courseId),
            repository.listFaqs(db, courseId),
          ]);
          if (!row) throw new AppError('NOT_FOUND', COURSE_NOT_FOUND);
          const details = service.toCourseDetails(row, curriculum, faqs, locale);
          return { success: true as const, data: { details } };
        },
        inLanguage,
      );
    },
  );

  app.get(
    '/api/roadmap/getRoadmapById/:id',
    { schema: { tags, params: ZCourseIdParamsSchema, response: { 200: ZGetRoadmapResponseSchema } } },
    async (request, reply) =>
      cached.send(request, reply, `catalogue:roadmap:${request.params.id}`, async () => ({
        success: true as const,
        roadmaps: service.toRoadmap(await repository.listRoadmap(db, request.params.id)),
      })),
  );

  app.get(
    '/api/reviews/getReviewById/:id',
    { schema: { tags, params: ZCourseIdParamsSchema, response: { 200: ZGetReviewsResponseSchema } } },
    async (request, reply) =>
      cached.send(request, reply, `catalogue:reviews:${request.params.id}`, async () => ({
        success: true as const,
        data: { review: service.toReviews(await repository.listReviews(db, request.params.id)) },
      })),
  );

  app.get(
    '/api/placementPreparation/getPlacementPrepration',
    { schema: { tags, response: { 200: ZGetPlacementResponseSchema } } },
    async (request, reply) =>
      cached.send(request, reply, 'catalogue:placement', async () => ({
        success: true as const,
        data: {
          placementPreparation: (await repository.listPlacementCourses(db)).map(service.toPlacementCourse),
        },
      })),
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
    async (request, reply) => {
      const { keyword, flag } = request.query;
      const locale = visitorLocale(request);
      const key = `catalogue:search:${flag}:${locale}:${keyword.toLowerCase()}`;
      return cached.send(
        request,
        reply,
        key,
        async () => {
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
          const items: SearchItem[] = [
            ...courses.map((row) => service.courseSearchItem(row.course, locale)),
            ...placement.map(service.placementSearchItem),
            ...openings.map(positionSearchItem),
          ];
          return { success: true as const, data: { items } };
        },
        inLanguage,
      );
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
    async (request, reply) => {
      const { keyword } = request.query;
      return cached.send(request, reply, `catalogue:suggestions:${keyword.toLowerCase()}`, async () => {
        const rows = keyword === '' ? [] : await repository.suggestCourses(db, keyword);
        // Titles, once each (two runs of a course may share one).
        const suggestions = [
          ...new Set(
            rows.filter((row) => row.score >= repository.SUGGESTION_MIN_SCORE).map((row) => row.title),
          ),
        ];
        return { success: true as const, data: { suggestions } };
      });
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
