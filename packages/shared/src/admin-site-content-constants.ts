/**
 * The site content console's constants without zod, so a console page can name them without loading the schemas
 * (ADR 010). `admin-site-content.ts` re-exports them.
 */

/** Content lists are short by nature (the site shows a few dozen of each); one type holds at most this many. */
export const SITE_CONTENT_MAX_ITEMS = 500;

export const PLACEMENT_STATUSES = ['published', 'coming soon'] as const;
export const PLACEMENT_LEVELS = ['Beginner', 'Intermediate', 'Expert'] as const;
