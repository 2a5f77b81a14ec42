/**
 * The site content console's constants without zod, so a console page can name them without loading the schemas
 * (ADR 010). `admin-site-content.ts` re-exports them.
 */

import { PLACEMENT_TOPICS } from './constants.ts';

export { PLACEMENT_TOPICS, type PlacementTopic } from './constants.ts';

/** Content lists are short by nature (the site shows a few dozen of each); one type holds at most this many. */
export const SITE_CONTENT_MAX_ITEMS = 500;

export const PLACEMENT_STATUSES = ['published', 'coming soon'] as const;
export const PLACEMENT_LEVELS = ['Beginner', 'Intermediate', 'Expert'] as const;
/** A placement course's subject is a placement topic, the placement page's tab it shows under. */
export const PLACEMENT_SUBJECT_MESSAGE = `Choose a placement topic for the subject: ${PLACEMENT_TOPICS.join(', ')}.`;

/**
 * The images the console uploads for each type, by their name in `PUT /api/admin/{type}/:id/images/:image`
 * (multipart field "image"), with the field each fills. Positions have none.
 */
export const SITE_CONTENT_IMAGES = {
  'placement-courses': { cover: 'coverPhoto' },
  mentors: { photo: 'profilePhoto', cover: 'coverPhoto' },
  services: { cover: 'coverPhoto' },
  testimonials: { photo: 'profilePhoto' },
  banners: { banner: 'imageUrl' },
  collaborators: { logo: 'logo' },
} as const;
