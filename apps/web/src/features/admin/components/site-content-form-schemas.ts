/**
 * The shared schemas the site content form checks with, loaded by its first check (lazyZodResolver), from a module
 * of their own for the reason given in form-schemas.ts. Mentors and services are created by the spec's own calls,
 * so their create schemas are the spec's.
 */
import {
  ZCreateBannerRequestSchema,
  ZCreateCollaboratorRequestSchema,
  ZCreatePlacementCourseRequestSchema,
  ZCreatePositionRequestSchema,
  ZCreateTestimonialRequestSchema,
  ZUpdateBannerRequestSchema,
  ZUpdateCollaboratorRequestSchema,
  ZUpdateMentorRequestSchema,
  ZUpdatePlacementCourseRequestSchema,
  ZUpdatePositionRequestSchema,
  ZUpdateServiceRequestSchema,
  ZUpdateTestimonialRequestSchema,
} from '@pathshala/shared/admin-site-content';
import { ZCreateMentorRequestSchema, ZCreateServiceRequestSchema } from '@pathshala/shared/content';
import type { SiteContentType } from '../utils/site-content-types';

export const CREATE_SCHEMAS = {
  'placement-courses': ZCreatePlacementCourseRequestSchema,
  mentors: ZCreateMentorRequestSchema,
  services: ZCreateServiceRequestSchema,
  testimonials: ZCreateTestimonialRequestSchema,
  banners: ZCreateBannerRequestSchema,
  collaborators: ZCreateCollaboratorRequestSchema,
  positions: ZCreatePositionRequestSchema,
} satisfies Record<SiteContentType, unknown>;

export const UPDATE_SCHEMAS = {
  'placement-courses': ZUpdatePlacementCourseRequestSchema,
  mentors: ZUpdateMentorRequestSchema,
  services: ZUpdateServiceRequestSchema,
  testimonials: ZUpdateTestimonialRequestSchema,
  banners: ZUpdateBannerRequestSchema,
  collaborators: ZUpdateCollaboratorRequestSchema,
  positions: ZUpdatePositionRequestSchema,
} satisfies Record<SiteContentType, unknown>;
