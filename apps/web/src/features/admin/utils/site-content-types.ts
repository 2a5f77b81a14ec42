import type {
  ZAdminBannerSchema,
  ZAdminCollaboratorSchema,
  ZAdminMentorSchema,
  ZAdminPlacementCourseSchema,
  ZAdminPositionSchema,
  ZAdminServiceSchema,
  ZAdminTestimonialSchema,
} from '@pathshala/shared/admin-site-content';
import { SITE_CONTENT_IMAGES } from '@pathshala/shared/admin-site-content-constants';
import type { z } from 'zod';

/** The site's content types the console edits, by their path under /api/admin/ and /admin/content/. */
export const SITE_CONTENT_TYPES = [
  'banners',
  'services',
  'mentors',
  'testimonials',
  'collaborators',
  'placement-courses',
  'positions',
] as const;
export type SiteContentType = (typeof SITE_CONTENT_TYPES)[number];

export const isSiteContentType = (value: string | undefined): value is SiteContentType =>
  SITE_CONTENT_TYPES.includes(value as SiteContentType);

/** One item of each type, as the console's list answers it. */
export interface SiteContentItems {
  'placement-courses': z.infer<typeof ZAdminPlacementCourseSchema>;
  mentors: z.infer<typeof ZAdminMentorSchema>;
  services: z.infer<typeof ZAdminServiceSchema>;
  testimonials: z.infer<typeof ZAdminTestimonialSchema>;
  banners: z.infer<typeof ZAdminBannerSchema>;
  collaborators: z.infer<typeof ZAdminCollaboratorSchema>;
  positions: z.infer<typeof ZAdminPositionSchema>;
}
export type SiteContentItem<Type extends SiteContentType = SiteContentType> = SiteContentItems[Type];

/**
 * Every type is shown in an order the console can change (docs/admin-api.md), each group in its own: coming-soon
 * placement courses always show after the others, so a move never crosses from one group into the other.
 */
export function orderGroupOf(type: SiteContentType, item: SiteContentItem): string {
  return type === 'placement-courses' ? (item as SiteContentItems['placement-courses']).status : '';
}

/** The name of the upload (PUT /api/admin/{type}/:id/images/:image) that fills this field, if there is one. */
export function imageUploadOf(type: SiteContentType, field: string): string | undefined {
  const images: Partial<Record<SiteContentType, Record<string, string>>> = SITE_CONTENT_IMAGES;
  return Object.entries(images[type] ?? {}).find(([, filled]) => filled === field)?.[0];
}

/** How the console names each type. */
export const SITE_CONTENT_LABEL: Record<SiteContentType, { one: string; many: string; menu: string }> = {
  'placement-courses': { one: 'placement course', many: 'Placement courses', menu: 'Placement prep' },
  mentors: { one: 'mentor', many: 'Mentors', menu: 'Mentors' },
  services: { one: 'service', many: 'Services', menu: 'Services' },
  testimonials: { one: 'testimonial', many: 'Testimonials', menu: 'Testimonials' },
  banners: { one: 'banner', many: 'Banners', menu: 'Banners' },
  collaborators: { one: 'collaborator', many: 'Collaborators', menu: 'Collaborators' },
  positions: { one: 'position', many: 'Open positions', menu: 'Positions' },
};

/** What an item is called in a list, a toast or a confirmation. */
export function itemName(type: SiteContentType, item: SiteContentItem): string {
  switch (type) {
    case 'mentors':
    case 'testimonials':
    case 'collaborators':
      return (item as SiteContentItems['mentors']).name;
    case 'banners': {
      const banner = item as SiteContentItems['banners'];
      return banner.headline || banner.alt || 'Untitled banner';
    }
    default:
      return (item as SiteContentItems['services']).title;
  }
}
