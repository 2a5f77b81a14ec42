/** Business constants of spec §9, shared by the API and the web app. */
import { SOURCE_LOCALE } from './locales.ts';

export const TOAST_AUTO_CLOSE_MS = 1500;
export const BANNER_AUTO_SLIDE_MS = 3000;
export const BANNER_FIRST_SLIDE_DELAY_MS = 1000;
export const SMOOTH_SCROLL_MS = 500;
export const MENTOR_STRIP_SPEED = 20;
export const MENTOR_ITEM_WIDTH_PX = 320;
export const MY_LEARNINGS_CAROUSEL_STEP_PX = 320;
export const SKELETON_CARD_COUNT = 4;
export const REVIEWS_PAGE_SIZE = 3;
export const RATING_STARS = 5;
export const PREVIEW_VIDEO_HEIGHT = 400;
export const CURRENCY_LABEL = 'Rs.';
export const COMING_SOON_STATUS = 'coming soon';
export const MOBILE_BREAKPOINT_PX = 768;

/** Category tabs of the course catalogue, spelt exactly as the spec shows them. */
export const CATALOGUE_CATEGORIES = [
  'ALL PROGRAM',
  'DATA SCIENCE',
  'MACHINE LEARNING',
  'PYTHON',
  'UI/UX',
  'FRONTEND DEVELOPMENT',
  'BACKEND DEVELPOMENT',
  'WEB DEVELOPMENT',
] as const;

/**
 * The placement preparation topics of spec §1, in its order: every placement course's subject is one of them,
 * spelt so. The placement page's tabs are 'ALL DOMAINS' and these in upper case (`PLACEMENT_CATEGORIES`), and a
 * tab finds the courses whose subject in upper case equals it.
 */
export const PLACEMENT_TOPICS = [
  'Data Structures',
  'Aptitude and Quantitative',
  'Mock Interviews',
  'LinkedIn Optimisation',
  'Resume Building',
  'HR Round Strategies',
] as const;
export type PlacementTopic = (typeof PLACEMENT_TOPICS)[number];

export const STATS = { courses: '30+', students: '3000+', mentors: '10+' } as const;

/**
 * The id of the JSON data block in which the server sends a course page its course's details (ADR 018): the
 * server writes it (`apps/api/src/plugins/web-app.ts`), the page reads it once.
 */
export const COURSE_PAGE_DATA_ID = 'course-details-data';

/**
 * Pages rendered by the server (ADR 020): a course page, and the catalogue's first page. The web build writes,
 * in its output folder, the render module (exporting `renderCoursePage` and `renderCataloguePage`) and the
 * document such a page goes in, whose root holds the outlet where each render goes; the server
 * (`apps/api/src/plugins/web-app.ts`) reads both from there.
 */
export const PAGE_RENDERER_FILE = 'prerendered/render.mjs';
export const RENDERED_PAGE_DOCUMENT_FILE = 'prerendered/rendered.html';
export const RENDERED_PAGE_OUTLET = '<!--rendered-page-->';

/**
 * The build's documents are written once per interface language: a document of the source language under its
 * own name (`prerendered/home.html`), another language's beside it (`prerendered/home.hi-IN.html`). The plain
 * app document of another language is `prerendered/index.<locale>.html` (index.html stays the source's).
 */
export function localeDocumentFile(file: string, locale: string): string {
  if (locale === SOURCE_LOCALE) return file;
  if (file === 'index.html') return `prerendered/index.${locale}.html`;
  return file.replace(/\.html$/, `.${locale}.html`);
}

/** The id of the JSON data block in which the server sends /courses the catalogue's first page (ADR 020). */
export const CATALOGUE_PAGE_DATA_ID = 'catalogue-page-data';

/**
 * The id of the JSON data block in which the server sends a service page ('Workshops & Webinars', 'Industry
 * Projects') the answer it was drawn from, as `{ request, response }` (ADR 020).
 */
export const SERVICE_PAGE_DATA_ID = 'service-page-data';
