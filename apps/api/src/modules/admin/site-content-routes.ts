import { ADMIN_COURSE_MESSAGES, UPLOAD_FIELDS } from '@pathshala/shared/admin-courses-constants';
import {
  SITE_CONTENT_IMAGES,
  SITE_CONTENT_MAX_ITEMS,
  siteContentImageParams,
  siteContentParams,
  ZBannerResponseSchema,
  ZBannersResponseSchema,
  ZCollaboratorResponseSchema,
  ZCollaboratorsResponseSchema,
  ZCreateBannerRequestSchema,
  ZCreateCollaboratorRequestSchema,
  ZCreatePlacementCourseRequestSchema,
  ZCreatePositionRequestSchema,
  ZCreateTestimonialRequestSchema,
  ZMentorResponseSchema,
  ZMentorsResponseSchema,
  ZPlacementCourseResponseSchema,
  ZPlacementCoursesResponseSchema,
  ZPositionResponseSchema,
  ZPositionsResponseSchema,
  ZReorderRequestSchema,
  ZReorderResponseSchema,
  ZServiceResponseSchema,
  ZServicesResponseSchema,
  ZSiteContentDeletedResponseSchema,
  ZTestimonialResponseSchema,
  ZTestimonialsResponseSchema,
  ZUpdateBannerRequestSchema,
  ZUpdateCollaboratorRequestSchema,
  ZUpdateMentorRequestSchema,
  ZUpdatePlacementCourseRequestSchema,
  ZUpdatePositionRequestSchema,
  ZUpdateServiceRequestSchema,
  ZUpdateTestimonialRequestSchema,
} from '@pathshala/shared/admin-site-content';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { placementCourses } from '../../db/schema/content.ts';
import {
  CATALOGUE_IMAGE_UPLOAD,
  IMAGE_MAX_WIDTH,
  type ImageShape,
  LOGO_BOX,
  normaliseImage,
  PORTRAIT_PX,
  replaceImage,
} from '../../lib/catalogue-images.ts';
import { storedAssetPaths } from '../../plugins/asset-urls.ts';
import { recordAudit } from '../../plugins/audit.ts';
import { AppError } from '../../plugins/errors.ts';
import { beforeReading, readSingleUpload, refuseOversizeUpload } from '../../plugins/uploads.ts';
import * as repository from './site-content-repository.ts';
import * as service from './site-content-service.ts';

/**
 * One content type of the site as the console edits it: where it lives, its schemas, its queries, how a row is
 * shown, and which public reads (cache key prefixes) a write to it makes stale.
 */
interface SiteContentType<Row, Insert, Patch> {
  /** The audit's object type and action prefix: 'banner' → banner.create, banner.update, ... */
  noun: string;
  /** Under /api/admin/. */
  path: string;
  label: { one: string; many: string };
  notFound: string;
  invalidates: readonly string[];
  store: repository.SiteContentStore<Row, Insert, Patch>;
  toItem(row: Row): object;
  listResponse: z.ZodType;
  savedResponse: z.ZodType;
  /** Left out for mentors and services: the spec's own createMentor and createService create them. */
  create?: { body: z.ZodType; toInsert(body: never): Insert };
  /** The edit's fields as stored; `stored` is the row as it was (locked). */
  update: { body: z.ZodType; toPatch(body: never, stored: Row): Patch };
  /** Why this row may not be deleted now, if it may not. */
  deleteConflict?(row: Row): string | undefined;
}

const contentType = <Row, Insert, Patch>(type: SiteContentType<Row, Insert, Patch>) => type;

type ImageTypes = typeof SITE_CONTENT_IMAGES;
/** How each upload is sized; the field it fills is SITE_CONTENT_IMAGES's (shared with the console). */
const IMAGE_SHAPES = {
  'placement-courses': { cover: { maxWidth: IMAGE_MAX_WIDTH.thumbnail } },
  mentors: { photo: { square: PORTRAIT_PX }, cover: { maxWidth: IMAGE_MAX_WIDTH.cover } },
  services: { cover: { maxWidth: IMAGE_MAX_WIDTH.thumbnail } },
  testimonials: { photo: { square: PORTRAIT_PX } },
  banners: { banner: { maxWidth: IMAGE_MAX_WIDTH.banner } },
  collaborators: { logo: { box: LOGO_BOX } },
} satisfies { [Path in keyof ImageTypes]: Record<keyof ImageTypes[Path], ImageShape> };

const PLACEMENT = ['catalogue:placement', 'catalogue:search:'] as const;
const POSITIONS = ['engagement:positions', 'catalogue:search:'] as const;

/**
 * The console's "Content" for everything on the site but courses. Each type: list, create, edit, delete, a new
 * order (the site shows every type in the console's order) and, for the types with images, an upload per image;
 * every write audited in its transaction, then the public reads it feeds are invalidated (here and, through Redis,
 * on every instance).
 */
export const siteContentRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  const tags = ['admin'];
  const { assetBaseUrl } = app.config;

  const types = [
    contentType({
      noun: 'placement_course',
      path: 'placement-courses',
      label: { one: 'Placement course', many: 'placement courses' },
      notFound: 'Placement course not found',
      invalidates: PLACEMENT,
      store: repository.placementStore,
      toItem: service.toAdminPlacementCourse,
      listResponse: ZPlacementCoursesResponseSchema,
      savedResponse: ZPlacementCourseResponseSchema,
      create: {
        body: ZCreatePlacementCourseRequestSchema,
        toInsert: (body: z.infer<typeof ZCreatePlacementCourseRequestSchema>) =>
          service.placementInsert(storedAssetPaths(body, assetBaseUrl)),
      },
      update: {
        body: ZUpdatePlacementCourseRequestSchema,
        toPatch: (
          body: z.infer<typeof ZUpdatePlacementCourseRequestSchema>,
          stored: typeof placementCourses.$inferSelect,
        ) => service.placementPatch(storedAssetPaths(body, assetBaseUrl), stored),
      },
    }),
    contentType({
      noun: 'mentor',
      path: 'mentors',
      label: { one: 'Mentor', many: 'mentors' },
      notFound: 'Mentor not found',
      invalidates: ['content:mentors'],
      store: repository.mentorStore,
      toItem: service.toAdminMentor,
      listResponse: ZMentorsResponseSchema,
      savedResponse: ZMentorResponseSchema,
      update: {
        body: ZUpdateMentorRequestSchema,
        toPatch: (body: z.infer<typeof ZUpdateMentorRequestSchema>) => {
          const patch = storedAssetPaths(body, assetBaseUrl);
          return patch.email === undefined ? patch : { ...patch, email: patch.email.toLowerCase() };
        },
      },
    }),
    contentType({
      noun: 'service',
      path: 'services',
      label: { one: 'Service', many: 'services' },
      notFound: 'Service not found',
      invalidates: ['content:services'],
      store: repository.serviceStore,
      toItem: service.toAdminService,
      listResponse: ZServicesResponseSchema,
      savedResponse: ZServiceResponseSchema,
      update: {
        body: ZUpdateServiceRequestSchema,
        toPatch: (body: z.infer<typeof ZUpdateServiceRequestSchema>) => storedAssetPaths(body, assetBaseUrl),
      },
    }),
    contentType({
      noun: 'testimonial',
      path: 'testimonials',
      label: { one: 'Testimonial', many: 'testimonials' },
      notFound: 'Testimonial not found',
      invalidates: ['content:testimonials'],
      store: repository.testimonialStore,
      toItem: service.toAdminTestimonial,
      listResponse: ZTestimonialsResponseSchema,
      savedResponse: ZTestimonialResponseSchema,
      create: {
        body: ZCreateTestimonialRequestSchema,
        toInsert: (body: z.infer<typeof ZCreateTestimonialRequestSchema>) =>
          storedAssetPaths(body, assetBaseUrl),
      },
      update: {
        body: ZUpdateTestimonialRequestSchema,
        toPatch: (body: z.infer<typeof ZUpdateTestimonialRequestSchema>) =>
          storedAssetPaths(body, assetBaseUrl),
      },
    }),
    contentType({
      noun: 'banner',
      path: 'banners',
      label: { one: 'Banner', many: 'banners' },
      notFound: 'Banner not found',
      invalidates: ['content:banners'],
      store: repository.bannerStore,
      toItem: service.toAdminBanner,
      listResponse: ZBannersResponseSchema,
      savedResponse: ZBannerResponseSchema,
      create: {
        body: ZCreateBannerRequestSchema,
        toInsert: (body: z.infer<typeof ZCreateBannerRequestSchema>) => storedAssetPaths(body, assetBaseUrl),
      },
      update: {
        body: ZUpdateBannerRequestSchema,
        toPatch: (body: z.infer<typeof ZUpdateBannerRequestSchema>) => storedAssetPaths(body, assetBaseUrl),
      },
    }),
    contentType({
      noun: 'collaborator',
      path: 'collaborators',
      label: { one: 'Collaborator', many: 'collaborators' },
      notFound: 'Collaborator not found',
      invalidates: ['content:collaborators'],
      store: repository.collaboratorStore,
      toItem: service.toAdminCollaborator,
      listResponse: ZCollaboratorsResponseSchema,
      savedResponse: ZCollaboratorResponseSchema,
      create: {
        body: ZCreateCollaboratorRequestSchema,
        toInsert: (body: z.infer<typeof ZCreateCollaboratorRequestSchema>) =>
          storedAssetPaths(body, assetBaseUrl),
      },
      update: {
        body: ZUpdateCollaboratorRequestSchema,
        toPatch: (body: z.infer<typeof ZUpdateCollaboratorRequestSchema>) =>
          storedAssetPaths(body, assetBaseUrl),
      },
    }),
    contentType({
      noun: 'position',
      path: 'positions',
      label: { one: 'Position', many: 'positions' },
      notFound: 'Position not found',
      invalidates: POSITIONS,
      store: repository.positionStore,
      toItem: service.toAdminPosition,
      listResponse: ZPositionsResponseSchema,
      savedResponse: ZPositionResponseSchema,
      create: {
        body: ZCreatePositionRequestSchema,
        toInsert: service.positionInsert,
      },
      update: {
        body: ZUpdatePositionRequestSchema,
        toPatch: service.positionPatch,
      },
      // Applications name a position by its title: it closes instead, and stays for them.
      deleteConflict: (row: repository.PositionRow) =>
        row.applications > 0 ? 'Applications name this position; close it instead.' : undefined,
    }),
  ];

  for (const type of types) register(type as SiteContentType<unknown, unknown, unknown>);

  function register<Row, Insert, Patch>(type: SiteContentType<Row, Insert, Patch>) {
    const base = `/api/admin/${type.path}`;
    const params = siteContentParams(type.notFound);
    const invalidate = () =>
      Promise.all(type.invalidates.map((prefix) => app.publicCache.invalidate(prefix)));
    const lockOrNotFound = async (tx: typeof db, id: string) => {
      const row = await type.store.lock(tx, id);
      if (row === undefined) throw new AppError('NOT_FOUND', type.notFound);
      return row;
    };

    app.get(
      base,
      {
        schema: {
          tags,
          summary: `All ${type.label.many}, in the order the site shows them`,
          response: { 200: type.listResponse },
        },
      },
      async () => ({
        success: true as const,
        data: { items: (await type.store.list(db)).map((row) => type.toItem(row)) },
      }),
    );

    const { create } = type;
    if (create) {
      app.post(
        base,
        {
          schema: {
            tags,
            summary: `Create a ${type.label.one.toLowerCase()}`,
            body: create.body,
            response: { 201: type.savedResponse },
          },
        },
        async (request, reply) => {
          const item = await db.transaction(async (tx) => {
            if ((await type.store.count(tx)) >= SITE_CONTENT_MAX_ITEMS) {
              throw new AppError('CONFLICT', `At most ${SITE_CONTENT_MAX_ITEMS} ${type.label.many}.`);
            }
            const row = await type.store.insert(tx, create.toInsert(request.body as never));
            if (row === undefined) throw new AppError('SERVICE_UNAVAILABLE', `${type.label.one} not saved`);
            const after = type.toItem(row);
            await recordAudit(tx, request, {
              action: `${type.noun}.create`,
              objectType: type.noun,
              objectId: (after as { id: string }).id,
              after,
            });
            return after;
          });
          await invalidate();
          return reply.code(201).send({ success: true, message: `${type.label.one} created`, data: item });
        },
      );
    }

    app.patch(
      `${base}/:id`,
      {
        schema: {
          tags,
          summary: `Edit a ${type.label.one.toLowerCase()} (any of its fields)`,
          params,
          body: type.update.body,
          response: { 200: type.savedResponse },
        },
      },
      async (request) => {
        const { id } = request.params as { id: string };
        const item = await db.transaction(async (tx) => {
          const stored = await lockOrNotFound(tx, id);
          const before = type.toItem(stored);
          const row = await type.store.update(tx, id, type.update.toPatch(request.body as never, stored));
          if (row === undefined) throw new AppError('NOT_FOUND', type.notFound);
          const after = type.toItem(row);
          await recordAudit(tx, request, {
            action: `${type.noun}.update`,
            objectType: type.noun,
            objectId: id,
            before,
            after,
          });
          return after;
        });
        await invalidate();
        return { success: true as const, message: `${type.label.one} saved`, data: item };
      },
    );

    app.delete(
      `${base}/:id`,
      {
        schema: {
          tags,
          summary: `Delete a ${type.label.one.toLowerCase()}`,
          params,
          response: { 200: ZSiteContentDeletedResponseSchema },
        },
      },
      async (request) => {
        const { id } = request.params as { id: string };
        await db.transaction(async (tx) => {
          const row = await lockOrNotFound(tx, id);
          const conflict = type.deleteConflict?.(row);
          if (conflict) throw new AppError('CONFLICT', conflict);
          await type.store.remove(tx, id);
          await recordAudit(tx, request, {
            action: `${type.noun}.delete`,
            objectType: type.noun,
            objectId: id,
            before: type.toItem(row),
          });
        });
        await invalidate();
        return { success: true as const, message: `${type.label.one} deleted`, data: { id } };
      },
    );

    const shapes = (IMAGE_SHAPES as Record<string, Record<string, ImageShape>>)[type.path];
    const fields = (SITE_CONTENT_IMAGES as Record<string, Record<string, string>>)[type.path];
    if (shapes && fields) {
      const images = Object.keys(shapes) as [string, ...string[]];
      app.put(
        `${base}/:id/images/:image`,
        {
          onRequest: refuseOversizeUpload(CATALOGUE_IMAGE_UPLOAD),
          schema: {
            tags,
            summary: `Upload a ${type.label.one.toLowerCase()}'s ${images.join(' or ')} (multipart field "image"; JPEG, PNG or WebP, re-encoded as WebP and resized)`,
            consumes: ['multipart/form-data'],
            params: siteContentImageParams(type.notFound, images),
            response: { 200: type.savedResponse },
          },
        },
        async (request, reply) => {
          const { id, image } = request.params as { id: string; image: string };
          const shape = shapes[image];
          const field = fields[image];
          if (!shape || !field) throw new AppError('NOT_FOUND', 'Image not found');
          await beforeReading(reply, async () => {
            // Only whether it exists, before the upload is read: the write below locks it.
            if ((await type.store.lock(db, id)) === undefined) throw new AppError('NOT_FOUND', type.notFound);
          });
          const upload = await readSingleUpload(request, reply, {
            field: UPLOAD_FIELDS.image,
            ...CATALOGUE_IMAGE_UPLOAD,
            missingMessage: ADMIN_COURSE_MESSAGES.fileMissing(UPLOAD_FIELDS.image),
          });
          const normalised = await normaliseImage(upload, shape);
          const item = await replaceImage(db, app.storage, request.log, normalised, (imagePath) =>
            db.transaction(async (tx) => {
              const stored = (await lockOrNotFound(tx, id)) as Record<string, unknown>;
              const replaced = (stored[field] as string | null | undefined) ?? null;
              const row = await type.store.update(tx, id, { [field]: imagePath } as Patch);
              if (row === undefined) throw new AppError('NOT_FOUND', type.notFound);
              await recordAudit(tx, request, {
                action: `${type.noun}.image`,
                objectType: type.noun,
                objectId: id,
                before: { [field]: replaced },
                after: { [field]: imagePath },
              });
              return { replaced, result: type.toItem(row) };
            }),
          );
          await invalidate();
          return { success: true as const, message: 'Image saved', data: item };
        },
      );
    }

    app.put(
      `${base}/order`,
      {
        schema: {
          tags,
          summary: `Put the ${type.label.many} in a new order: every id once, first shown first`,
          body: ZReorderRequestSchema,
          response: { 200: ZReorderResponseSchema },
        },
      },
      async (request) => {
        const { ids } = request.body;
        await db.transaction(async (tx) => {
          const before = (await type.store.list(tx)).map((row) => (type.toItem(row) as { id: string }).id);
          const sameItems = before.length === ids.length && ids.every((id) => before.includes(id));
          if (!sameItems) {
            throw new AppError('CONFLICT', `The ${type.label.many} have changed; reload and try again.`);
          }
          await type.store.reorder(tx, ids);
          await recordAudit(tx, request, {
            action: `${type.noun}.reorder`,
            objectType: type.noun,
            objectId: 'order',
            before,
            after: ids,
          });
        });
        await invalidate();
        return { success: true as const, message: 'Order saved', data: { ids } };
      },
    );
  }
};
