import { I18nProvider } from '@lingui/react';
import type { CataloguePage } from '@pathshala/shared/catalogue';
import { catalogueStateFromQuery } from '@pathshala/shared/course-filters';
import { type Locale, SOURCE_LOCALE } from '@pathshala/shared/locales';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { prerender as prerenderToStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { getCourseDetailsQueryOptions } from '@/features/catalogue/api/get-course-details';
import { cataloguePageRequest, cataloguePagesQueryOptions } from '@/features/catalogue/api/get-courses';
import { getReviewsQueryOptions } from '@/features/catalogue/api/get-reviews';
import { getRoadmapQueryOptions } from '@/features/catalogue/api/get-roadmap';
import { type CoursePageBlock, readCoursePageBlock } from '@/features/catalogue/api/sent-with-page';
import { LIVE_SCHEDULE_REQUEST, liveScheduleQueryOptions } from '@/features/live/api/get-live-schedule';
import { type ProfilePageBlock, publicProfileQueryOptions } from '@/features/profiles/api/get-public-profile';
import {
  PROJECT_SHOWCASE_REQUEST,
  projectShowcaseQueryOptions,
} from '@/features/projects/api/get-project-showcase';
import { createI18n } from '@/lib/i18n';
import { createQueryClient } from '@/lib/query-client';
import { bundledCatalogue } from '@/locales/catalogues';
import { AppReady } from './app-ready';
import { DOCUMENT_TEXTS } from './document-texts';
import { createRoutes } from './router';

/**
 * The first render of a page, as HTML, made at build time (build/prerender.ts; ADR 017): what the browser draws
 * before any data arrives and before our scripts run. It is the client's first render exactly, as a visitor
 * whose session check is still pending, so the client hydrates it (main.tsx) instead of drawing it again.
 */
export async function prerender(
  url: string,
  seed?: (queryClient: QueryClient) => void,
  locale: Locale = SOURCE_LOCALE,
): Promise<string> {
  const queryClient = createQueryClient();
  // Its own i18n instance: the server renders pages in different languages at once.
  const i18n = createI18n(locale, bundledCatalogue(locale));
  seed?.(queryClient);
  const handler = createStaticHandler(createRoutes(queryClient));
  const context = await handler.query(new Request(new URL(url, 'http://prerender.invalid')));
  if (context instanceof Response)
    throw new Error(`${url} redirects (${context.status}): not a page to prerender`);
  const router = createStaticRouter(handler.dataRoutes, context);
  // React's static renderer waits for every Suspense boundary (lazy parts included) before it answers, so the
  // HTML is the page's whole first render, boundaries marked for the client's selective hydration.
  const { prelude } = await prerenderToStream(
    <StrictMode>
      <I18nProvider i18n={i18n}>
        <QueryClientProvider client={queryClient}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </QueryClientProvider>
      </I18nProvider>
      <AppReady />
    </StrictMode>,
    // Every boundary inline, in place: an outlined one is completed by an inline script, which the CSP refuses.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  return new Response(prelude).text();
}

/** index.html's own texts in one language, for the build's documents in that language. */
export function documentTexts(locale: Locale): Record<keyof typeof DOCUMENT_TEXTS, string> {
  const i18n = createI18n(locale, bundledCatalogue(locale));
  return {
    title: i18n._(DOCUMENT_TEXTS.title),
    description: i18n._(DOCUMENT_TEXTS.description),
    noscript: i18n._(DOCUMENT_TEXTS.noscript),
  };
}

/**
 * A course page's first render, made by the server for each course (ADR 020) from the data block it writes into
 * the page (ADR 018), read as the browser reads it, so the client hydrates it as it does a landing page. A
 * section whose answer is not in the block is drawn loading, as the browser draws it until it has asked.
 */
export function renderCoursePage(
  url: string,
  block: CoursePageBlock,
  locale: Locale = SOURCE_LOCALE,
): Promise<string> {
  const { courseId } = block;
  const { details, roadmap, reviews } = readCoursePageBlock(block);
  if (!courseId || !details) throw new Error('a course page block without its course');
  return prerender(
    url,
    (queryClient) => {
      queryClient.setQueryData(getCourseDetailsQueryOptions(courseId).queryKey, details);
      if (roadmap) queryClient.setQueryData(getRoadmapQueryOptions(courseId).queryKey, roadmap);
      if (reviews) queryClient.setQueryData(getReviewsQueryOptions(courseId).queryKey, reviews);
    },
    locale,
  );
}

/** /courses as it first draws: the catalogue's state of a plain visit (no query string). */
const plainCatalogueState = () => catalogueStateFromQuery(new URLSearchParams());

/** The API request whose answer `renderCataloguePage` draws: the first page of a plain visit to /courses. */
export function firstCataloguePageRequest(): string {
  return cataloguePageRequest(plainCatalogueState());
}

/**
 * /courses with its first page of cards, made by the server (ADR 020) from the answer to
 * `firstCataloguePageRequest()`, which it sends beside in a data block for the browser's `initialData`.
 */
export function renderCataloguePage(
  url: string,
  page: CataloguePage,
  locale: Locale = SOURCE_LOCALE,
): Promise<string> {
  return prerender(
    url,
    (queryClient) => {
      queryClient.setQueryData(cataloguePagesQueryOptions(plainCatalogueState()).queryKey, {
        pages: [page],
        pageParams: [0],
      });
    },
    locale,
  );
}

/**
 * The service pages the server draws with their data (ADR 020), by their decoded path in lower case (the router
 * matches case-insensitively): the API request each is drawn from, and how its answer seeds the page's query.
 */
const SERVICE_PAGES: Record<
  string,
  { request: string; seed: (queryClient: QueryClient, body: never) => void }
> = {
  '/workshops & webinars': {
    request: LIVE_SCHEDULE_REQUEST,
    seed: (queryClient, body: { data: { sessions: unknown } }) =>
      queryClient.setQueryData(liveScheduleQueryOptions().queryKey, body.data.sessions as never),
  },
  '/industry projects': {
    request: PROJECT_SHOWCASE_REQUEST,
    seed: (queryClient, body: { data: { courses: unknown } }) =>
      queryClient.setQueryData(projectShowcaseQueryOptions().queryKey, body.data.courses as never),
  },
};

const servicePage = (pathname: string) => SERVICE_PAGES[decodeURIComponent(pathname).toLowerCase()];

/** The API request a service page is drawn from, or undefined for any other path. */
export function servicePageRequest(pathname: string): string | undefined {
  return servicePage(pathname)?.request;
}

/** A service page drawn by the server from the answer to `servicePageRequest(url)`, sent beside in a data block. */
export function renderServicePage(
  url: string,
  body: unknown,
  locale: Locale = SOURCE_LOCALE,
): Promise<string> {
  const page = servicePage(url);
  if (!page) throw new Error(`${url} is not a service page`);
  return prerender(url, (queryClient) => page.seed(queryClient, body as never), locale);
}

/**
 * A learner's public profile page, `/u/<handle>`, made by the server from the data block it writes into the page:
 * the profile call's answer, read as the browser reads it.
 */
export function renderProfilePage(
  url: string,
  block: ProfilePageBlock,
  locale: Locale = SOURCE_LOCALE,
): Promise<string> {
  const profile = block.response?.data?.profile;
  if (typeof block.handle !== 'string' || !profile)
    throw new Error('a profile page block without its profile');
  const { handle } = block;
  return prerender(
    url,
    (queryClient) => {
      queryClient.setQueryData(publicProfileQueryOptions(handle).queryKey, profile);
    },
    locale,
  );
}
