import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { CataloguePage } from '@pathshala/shared/catalogue';
import {
  CATALOGUE_PAGE_DATA_ID,
  COURSE_PAGE_DATA_ID,
  localeDocumentFile,
  PAGE_RENDERER_FILE,
  RENDERED_PAGE_DOCUMENT_FILE,
  RENDERED_PAGE_OUTLET,
  SERVICE_PAGE_DATA_ID,
} from '@pathshala/shared/constants';
import { LOCALE_COOKIE, LOCALES, type Locale, SOURCE_LOCALE } from '@pathshala/shared/locales';
import { PROFILE_PAGE_DATA_ID } from '@pathshala/shared/profile-page';
import type { PublicProfile } from '@pathshala/shared/profiles';
import { refusedStyleAttributes } from '@pathshala/shared/server-drawn-styles';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { requestLocale, visitorLocale } from '../lib/request-locale.ts';
import { PAGE_ASK_HEADER } from './logging.ts';
import { preferredEncoding } from './public-cache.ts';

const STATIC_FILE =
  /\.(?:m?js|css|map|json|txt|xml|webmanifest|png|jpe?g|gif|svg|webp|avif|ico|woff2?|ttf|mp4|webm|pdf)$/i;

/** A path whose last segment is a file name (a lecture title with spaces, 'Intro to Node.js', is not). */
function looksLikeFile(pathname: string) {
  const last = pathname.slice(pathname.lastIndexOf('/') + 1);
  return (
    pathname.startsWith('/assets/') ||
    pathname.startsWith('/engines/') ||
    (!last.includes('%20') && STATIC_FILE.test(last))
  );
}

/** An Accept header that names only JSON types (application/json, application/problem+json, …). */
function isJsonOnly(accept: string | undefined) {
  if (!accept) return false;
  const types = accept.split(',').map((part) => part.split(';')[0]?.trim().toLowerCase() ?? '');
  return types.every((type) => type === 'application/json' || /^application\/[\w.-]+\+json$/.test(type));
}

/**
 * The pages a visitor most often lands on, by path: the module of their route in the web build (keys of Vite's
 * manifest; `apps/web/src/app/router.tsx` loads them lazily) and, for those the build prerenders, the name of
 * their document (`apps/web/build/prerender.ts`, ADR 017). Paths follow the router's, case included.
 */
export const LANDING_ROUTES: [RegExp, string, string?][] = [
  [/^\/(?:home|Home)?$/, 'src/features/content/routes/home.tsx', 'home'],
  [/^\/courses$/, 'src/features/catalogue/routes/courses.tsx', 'courses'],
  [/^\/course(?:\/[^/]*\/[^/]+)?$/, 'src/features/catalogue/routes/course-detail.tsx'],
  [/^\/my-[lL]earnings$/, 'src/features/learning/routes/my-learnings.tsx', 'my-learnings'],
  [/^\/cart$/, 'src/features/cart/routes/cart.tsx'],
  [/^\/u\/[^/]+$/, 'src/features/profiles/routes/public-profile.tsx'],
];

/** A course page's address, `/course/<title>/<id>`: the id is the course the page shows. */
const COURSE_PAGE = /^\/course\/[^/]*\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i;

/** A public profile's address, `/u/<handle>`. */
const PROFILE_PAGE = /^\/u\/([^/]+)$/;

const escapeHtml = (text: string) =>
  text.replace(
    /[<>&'"]/g,
    (char) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&#39;', '"': '&quot;' })[char] ?? char,
  );

/** A profile's description, before its bio, in the document's language. */
const PROFILE_SUMMARY: Record<Locale, (name: string, certificates: number) => string> = {
  'en-IN': (name, count) =>
    `${name} on Pathshala: ${count === 1 ? '1 verified certificate' : `${count} verified certificates`}.`,
  'hi-IN': (name, count) => `Pathshala पर ${name}: ${count} वेरिफ़ाइड सर्टिफिकेट।`,
};

/** A description for search results and link previews: about 160 characters, cut at a word. */
function profileDescription(profile: PublicProfile, locale: Locale) {
  const summary = PROFILE_SUMMARY[locale](profile.name, profile.certificates.length);
  const text = `${summary} ${profile.bio}`.replace(/\s+/g, ' ').trim();
  if (text.length <= 160) return text;
  const cut = text.slice(0, 157);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), 100))}…`;
}

/**
 * A profile page's head: its own title, description, canonical address and Open Graph tags (what a link preview
 * on LinkedIn or WhatsApp shows), in place of the site's title and description.
 */
export function withProfileHead(html: string, profile: PublicProfile, locale: Locale = SOURCE_LOCALE) {
  const title = `${profile.name} (@${profile.handle}) | Pathshala`;
  const description = profileDescription(profile, locale);
  const tags = [
    `<title>${escapeHtml(title)}</title>`,
    `<meta name="description" content="${escapeHtml(description)}" />`,
    `<link rel="canonical" href="${escapeHtml(profile.url)}" />`,
    '<meta property="og:type" content="profile" />',
    '<meta property="og:site_name" content="Pathshala" />',
    `<meta property="og:title" content="${escapeHtml(title)}" />`,
    `<meta property="og:description" content="${escapeHtml(description)}" />`,
    `<meta property="og:url" content="${escapeHtml(profile.url)}" />`,
    ...(profile.profilePhoto
      ? [`<meta property="og:image" content="${escapeHtml(profile.profilePhoto)}" />`]
      : []),
    '<meta name="twitter:card" content="summary" />',
  ].join('');
  const bare = html.replace(/<title>[^<]*<\/title>/, '').replace(/<meta\s+name="description"[^>]*>/, '');
  const head = bare.indexOf('</head>');
  return head === -1 ? bare : bare.slice(0, head) + tags + bare.slice(head);
}

/**
 * A document with an API answer written in, in a JSON data block, which the browser does not run (so the CSP has
 * nothing to allow). `<` is escaped, so no text in the data can close the block.
 */
function withDataBlock(html: string, id: string, json: string) {
  const block = `<script type="application/json" id="${id}">${json.replaceAll('<', '\\u003c')}</script>`;
  // The entry script is a module, run after the whole document is parsed: the block may stand anywhere.
  const head = html.indexOf('</head>');
  return head === -1 ? html + block : html.slice(0, head) + block + html.slice(head);
}

/**
 * The API answers a course page is drawn from, as their exact bodies: its details (ADR 018), and its roadmap and
 * reviews when they could be read. The page's first render then needs no request at all; a visitor's course
 * page asks the API nothing.
 */
interface CoursePageAnswers {
  details: string;
  roadmap?: string;
  reviews?: string;
}

/**
 * A course page's data block, as JSON: its answers under their names, the details' under `response` (ADR 018).
 * The page reads it in the browser, and the build's render module draws the page from the same block.
 */
function coursePageBlock(courseId: string, answers: CoursePageAnswers) {
  const extra = (['roadmap', 'reviews'] as const)
    .map((name) => (answers[name] === undefined ? '' : `,"${name}":${answers[name]}`))
    .join('');
  return `{"courseId":${JSON.stringify(courseId)},"response":${answers.details}${extra}}`;
}

/** The build's render module (apps/web/src/app/prerender.tsx). */
interface PageRenderer {
  /** `block` is the page's data block, parsed (`coursePageBlock`). Each page is drawn in `locale`'s texts. */
  renderCoursePage(url: string, block: unknown, locale: Locale): Promise<string>;
  renderCataloguePage(url: string, page: CataloguePage, locale: Locale): Promise<string>;
  firstCataloguePageRequest(): string;
  /** The API request a service page is drawn from; undefined for any other path. */
  servicePageRequest?(pathname: string): string | undefined;
  renderServicePage?(url: string, body: unknown, locale: Locale): Promise<string>;
  /** `block` is a profile page's data block, parsed (`{ handle, response }`); absent from older builds. */
  renderProfilePage?(url: string, block: unknown, locale: Locale): Promise<string>;
}

/** The API asked by the server for a page, in the page's language (its public reads answer in it). */
const languageHeaders = (locale: Locale) => ({
  [PAGE_ASK_HEADER]: '1',
  cookie: `${LOCALE_COOKIE}=${locale}`,
});

/**
 * Rendered pages kept: a page is rendered again only when the answer it was drawn from changes. A course page
 * is about 60 KB of text (twice that in memory when it holds any character beyond Latin-1) plus its compressed
 * forms: 200 pages stay under 30 MB, and the most visited courses stay among them.
 */
export const RENDERS_KEPT = 200;

/**
 * A document is in the request's language (the learner's profile, the language cookie, `Accept-Language`), so no
 * shared cache may keep it: `private`, and `Vary` names what chooses it for the browser's own cache.
 */
export const DOCUMENT_VARY = 'Accept-Encoding, Accept-Language, Cookie';
export const DOCUMENT_CACHE_CONTROL = 'private, no-cache';

/**
 * Pages rendered by the server (ADR 020) with the build's render module, the same code the browser runs: a
 * course page, and /courses with its first page of cards. They paint from the HTML, before any script, and the
 * browser hydrates them. Loaded on the first such page (not at start: an API-only process never pays for it).
 * Anything missing or failing gives `undefined`, and the page is drawn by the browser as before.
 */
function pageRenderer(app: FastifyInstance, distDir: string) {
  let loaded:
    | Promise<{ renderer: PageRenderer; documents: Partial<Record<Locale, string>> } | undefined>
    | undefined;
  const renders = new Map<string, RenderedDocument>();

  const load = async () => {
    const modulePath = path.join(distDir, PAGE_RENDERER_FILE);
    if (!existsSync(modulePath)) return undefined;
    try {
      const renderer = (await import(pathToFileURL(modulePath).href)) as PageRenderer;
      // The document a page goes in, per language (a language the build wrote none for is drawn in the source's).
      const documents: Partial<Record<Locale, string>> = {};
      for (const locale of LOCALES) {
        const file = path.join(distDir, localeDocumentFile(RENDERED_PAGE_DOCUMENT_FILE, locale));
        const document = existsSync(file) ? readFileSync(file, 'utf8') : undefined;
        if (document?.includes(RENDERED_PAGE_OUTLET)) documents[locale] = document;
      }
      const complete = ['renderCoursePage', 'renderCataloguePage', 'firstCataloguePageRequest'].every(
        (name) => typeof renderer[name as keyof PageRenderer] === 'function',
      );
      return complete && documents[SOURCE_LOCALE] ? { renderer, documents } : undefined;
    } catch (error) {
      app.log.warn(
        { err: (error as Error).message },
        'page renderer not loaded; pages render in the browser',
      );
      return undefined;
    }
  };

  /**
   * The page drawn from `body` into the document, with `body` written beside by `withData`: kept, with its
   * compressed forms, while `body` is the same, so a repeated view costs neither a render nor a compression.
   */
  async function rendered(
    kind: string,
    address: string,
    requested: Locale,
    body: string,
    render: (renderer: PageRenderer, locale: Locale) => Promise<string>,
    withData: (document: string, locale: Locale) => string,
  ): Promise<RenderedDocument | undefined> {
    loaded ??= load();
    const ready = await loaded;
    if (!ready) return undefined;
    const locale = ready.documents[requested] ? requested : SOURCE_LOCALE;
    const template = ready.documents[locale] ?? '';
    // Kept per language: each is its own document.
    const key = `${kind}:${locale}:${address}`;
    const kept = renders.get(key);
    if (kept?.body === body) {
      // Used last, dropped last: the most visited pages stay kept.
      renders.delete(key);
      renders.set(key, kept);
      return kept;
    }
    let html: string;
    try {
      html = await render(ready.renderer, locale);
    } catch (error) {
      app.log.warn({ err: (error as Error).message, page: key }, 'page not rendered; the browser draws it');
      return undefined;
    }
    // The CSP refuses style attributes in markup (but the few Radix draws); a render with another is left to the
    // browser.
    if (refusedStyleAttributes(html).length > 0) return undefined;
    const document: RenderedDocument = {
      body,
      html: withData(
        template.replace(RENDERED_PAGE_OUTLET, () => html),
        locale,
      ),
      variants: {},
    };
    renders.delete(key);
    renders.set(key, document);
    if (renders.size > RENDERS_KEPT) renders.delete(renders.keys().next().value as string);
    return document;
  }

  return {
    /** A course page's document in `locale`, drawn from its answers (asked in that language), which it carries too. */
    course(pathname: string, courseId: string, answers: CoursePageAnswers, locale: Locale) {
      const block = coursePageBlock(courseId, answers);
      // Kept by address, not by course: the render is of the address (its title part included).
      return rendered(
        'course',
        pathname,
        locale,
        block,
        (renderer, drawnIn) => renderer.renderCoursePage(pathname, JSON.parse(block), drawnIn),
        (document) => withDataBlock(document, COURSE_PAGE_DATA_ID, block),
      );
    },

    /** A public profile's document in `locale`, drawn from the profile call's answer, which it carries too. */
    profile(pathname: string, block: string, profile: PublicProfile, locale: Locale) {
      return rendered(
        'profile',
        pathname,
        locale,
        block,
        async (renderer, drawnIn) => {
          if (!renderer.renderProfilePage) throw new Error('this build draws no profile page');
          return renderer.renderProfilePage(pathname, JSON.parse(block), drawnIn);
        },
        (document, drawnIn) =>
          withProfileHead(withDataBlock(document, PROFILE_PAGE_DATA_ID, block), profile, drawnIn),
      );
    },

    /** /courses' document in `locale` with its first page of cards drawn and that page's answer written in. */
    async catalogue(pathname: string, locale: Locale): Promise<RenderedDocument | undefined> {
      loaded ??= load();
      const ready = await loaded;
      if (!ready) return undefined;
      const requestPath = ready.renderer.firstCataloguePageRequest();
      const answer = await app.inject({ method: 'GET', url: requestPath, headers: languageHeaders(locale) });
      if (answer.statusCode !== 200) return undefined;
      return rendered(
        'catalogue',
        '',
        locale,
        answer.body,
        (renderer, drawnIn) =>
          renderer.renderCataloguePage(
            pathname,
            (JSON.parse(answer.body) as { data: CataloguePage }).data,
            drawnIn,
          ),
        (document) =>
          withDataBlock(
            document,
            CATALOGUE_PAGE_DATA_ID,
            `{"request":${JSON.stringify(requestPath)},"response":${answer.body}}`,
          ),
      );
    },

    /**
     * A service page ('Workshops & Webinars', 'Industry Projects') drawn with the answer it shows, written in
     * beside; undefined for any other path, or when the render module cannot draw it.
     */
    async service(pathname: string, locale: Locale): Promise<RenderedDocument | undefined> {
      loaded ??= load();
      const ready = await loaded;
      const requestPath = ready?.renderer.servicePageRequest?.(pathname);
      if (!ready || !requestPath) return undefined;
      const answer = await app.inject({ method: 'GET', url: requestPath, headers: languageHeaders(locale) });
      if (answer.statusCode !== 200) return undefined;
      return rendered(
        'service',
        pathname,
        locale,
        answer.body,
        async (renderer, drawnIn) => {
          if (!renderer.renderServicePage) throw new Error('the render module draws no service page');
          return renderer.renderServicePage(pathname, JSON.parse(answer.body), drawnIn);
        },
        (document) =>
          withDataBlock(
            document,
            SERVICE_PAGE_DATA_ID,
            `{"request":${JSON.stringify(requestPath)},"response":${answer.body}}`,
          ),
      );
    },
  };
}

/** A document made by the server, with the answer it was made from and its compressed forms once made. */
interface RenderedDocument {
  body: string;
  html: string;
  variants: Partial<Record<'br' | 'gzip', Buffer>>;
}

function compressDocument(html: string, encoding: 'br' | 'gzip'): Buffer {
  if (encoding === 'gzip') return gzipSync(html, { level: 6 });
  const params = {
    [constants.BROTLI_PARAM_QUALITY]: 5,
    [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
  };
  return brotliCompressSync(html, { params });
}

/**
 * A document made for one request (or kept, with `variants` to keep its compressed forms in), compressed for the
 * client as the build compresses the static ones: brotli 5 of /courses' 107 KB takes 1.3 ms here.
 */
function sendDocument(
  request: FastifyRequest,
  reply: FastifyReply,
  html: string,
  variants?: RenderedDocument['variants'],
) {
  const encoding = preferredEncoding(request.headers['accept-encoding']);
  reply.header('vary', DOCUMENT_VARY);
  if (encoding !== 'br' && encoding !== 'gzip') return reply.send(html);
  const bytes = variants?.[encoding] ?? compressDocument(html, encoding);
  if (variants) variants[encoding] = bytes;
  return reply.header('content-encoding', encoding).send(bytes);
}

/**
 * The prerendered documents of the landing routes in this build, per language (`prerendered/<name>.html`,
 * `prerendered/<name>.<locale>.html`), as files to send.
 */
function prerenderedDocuments(distDir: string) {
  const documents = new Set<string>();
  for (const [, , name] of LANDING_ROUTES) {
    for (const locale of LOCALES) {
      const file = name && localeDocumentFile(`prerendered/${name}.html`, locale);
      if (file && existsSync(path.join(distDir, file))) documents.add(file);
    }
  }
  return documents;
}

/**
 * The app's document (index.html) per language: the build writes another language's with its `<html lang>`,
 * head texts and catalogue preloads (`prerendered/index.<locale>.html`).
 */
function appDocuments(distDir: string) {
  const documents: Partial<Record<Locale, { locale: Locale; file: string; html: string }>> = {};
  for (const locale of LOCALES) {
    const file = localeDocumentFile('index.html', locale);
    if (existsSync(path.join(distDir, file)))
      documents[locale] = { locale, file, html: readFileSync(path.join(distDir, file), 'utf8') };
  }
  return documents;
}

interface ManifestChunk {
  file: string;
  imports?: string[];
  isEntry?: boolean;
}

/**
 * For each landing route: a `Link` header that preloads its chunks. Without it the browser learns the route's
 * chunk only after the entry script has run, and fetches it then: one more round trip before anything of the
 * page paints (on a phone on 4G, ~0.5 s). Only the chunks the entry does not already bring are listed.
 */
export function landingRoutePreloads(distDir: string): Map<string, string> {
  const links = new Map<string, string>();
  const manifestPath = path.join(distDir, '.vite', 'manifest.json');
  if (!existsSync(manifestPath)) return links;
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, ManifestChunk>;
  const collect = (key: string, into: Set<string>) => {
    const chunk = manifest[key];
    if (!chunk || into.has(chunk.file)) return into;
    into.add(chunk.file);
    for (const imported of chunk.imports ?? []) collect(imported, into);
    return into;
  };
  const entry = new Set<string>();
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) collect(key, entry);
  for (const [, moduleKey] of LANDING_ROUTES) {
    if (!manifest[moduleKey]) continue;
    const files = [...collect(moduleKey, new Set())].filter(
      (file) => !entry.has(file) && file.endsWith('.js'),
    );
    links.set(moduleKey, files.map((file) => `</${file}>; rel=modulepreload`).join(', '));
  }
  return links;
}

/**
 * Serves the built web app (production) with a fallback to index.html for client-side routes.
 * Unknown /api paths always stay JSON 404s. Pages are limited per address generously (a campus shares one),
 * answers that something does not exist tightly (path scanners).
 */
export const webAppPlugin = fp(
  async (app: FastifyInstance, options: { distDir: string | undefined; pagesPerMinute: number }) => {
    const distDir = options.distDir;
    const serveWeb = distDir !== undefined && existsSync(path.join(distDir, 'index.html'));
    if (distDir !== undefined && !serveWeb) {
      app.log.warn({ distDir }, 'web app build not found; serving the API only (run `npm run build`)');
    }

    const preloads = serveWeb && distDir ? landingRoutePreloads(distDir) : new Map<string, string>();
    const documents = serveWeb && distDir ? prerenderedDocuments(distDir) : new Set<string>();
    const appDocument = serveWeb && distDir ? appDocuments(distDir) : {};
    /** The app's document in `locale`, or the source language's when the build wrote none in it. */
    const indexOf = (locale: Locale) => appDocument[locale] ?? appDocument[SOURCE_LOCALE];
    /** A landing page's prerendered document in `locale` (else the source language's), if the build has one. */
    const landingDocumentOf = (name: string, locale: Locale) =>
      [locale, SOURCE_LOCALE]
        .map((language) => localeDocumentFile(`prerendered/${name}.html`, language))
        .find((file) => documents.has(file));
    const renderPage = serveWeb && distDir ? pageRenderer(app, distDir) : undefined;
    /**
     * The language a document is drawn in (docs/languages.md): the signed-in learner's profile, else the language
     * cookie, else `Accept-Language`. A session that cannot be looked up (the database away) leaves the profile out.
     */
    const documentLocale = async (request: FastifyRequest, reply: FastifyReply): Promise<Locale> => {
      try {
        return await requestLocale(request, reply);
      } catch {
        return visitorLocale(request);
      }
    };
    /**
     * A course page's answers, asked of the API itself, so each is the call's answer exactly, from its cache. No
     * details (an unknown course, a failure) is no answers: the page then asks as usual. A roadmap or reviews
     * that failed are left out, and the page asks for that one.
     */
    const courseAnswers = async (
      courseId: string,
      locale: Locale,
    ): Promise<CoursePageAnswers | undefined> => {
      const id = encodeURIComponent(courseId);
      const headers = languageHeaders(locale);
      const [details, roadmap, reviews] = await Promise.all([
        app.inject({ method: 'POST', url: '/api/courses/getCourseDetails', payload: { courseId }, headers }),
        app.inject({ method: 'GET', url: `/api/roadmap/getRoadmapById/${id}`, headers }),
        app.inject({ method: 'GET', url: `/api/reviews/getReviewById/${id}`, headers }),
      ]);
      if (details.statusCode !== 200) return undefined;
      return {
        details: details.body,
        roadmap: roadmap.statusCode === 200 ? roadmap.body : undefined,
        reviews: reviews.statusCode === 200 ? reviews.body : undefined,
      };
    };
    const landingRouteOf = (pathname: string) =>
      LANDING_ROUTES.find(([pattern]) => pattern.test(decodeURIComponent(pathname)));
    /**
     * A public profile page: drawn by the server with its head (title, description, Open Graph) when the profile is
     * public, asked of the API itself as the client's own request (its address counts against the same limit).
     * Every other case — no such handle, a profile that is off, a closed account — is one and the same 404 page.
     */
    const sendProfilePage = async (
      request: FastifyRequest,
      reply: FastifyReply,
      pathname: string,
      encodedHandle: string,
      locale: Locale,
    ) => {
      // Not kept by any cache: a learner who turns the profile off is gone at once.
      reply.header('cache-control', 'no-store');
      const index = indexOf(locale);
      const notFound = () => reply.code(404).type('text/html').send(index?.html);
      let handle: string;
      try {
        handle = decodeURIComponent(encodedHandle);
      } catch {
        return notFound();
      }
      const answer = await app.inject({
        method: 'GET',
        url: `/api/profiles/${encodeURIComponent(handle)}`,
        headers: languageHeaders(locale),
        remoteAddress: request.ip,
      });
      // A 429 or a 503 is the page's to show (it asks again); anything else is not found.
      if ([429, 503].includes(answer.statusCode) && index)
        return reply.sendFile(index.file, { cacheControl: false });
      if (answer.statusCode !== 200 || !index) return notFound();
      const profile = (JSON.parse(answer.body) as { data: { profile: PublicProfile } }).data.profile;
      const block = `{"handle":${JSON.stringify(handle)},"response":${answer.body}}`;
      const rendered =
        renderPage && !request.url.includes('?')
          ? await renderPage.profile(pathname, block, profile, locale)
          : undefined;
      if (rendered) return sendDocument(request, reply, rendered.html, rendered.variants);
      const route = landingRouteOf(pathname);
      const link = route && preloads.get(route[1]);
      if (link) reply.header('link', link);
      return sendDocument(
        request,
        reply,
        withProfileHead(withDataBlock(index.html, PROFILE_PAGE_DATA_ID, block), profile, index.locale),
      );
    };

    if (serveWeb) {
      await app.register(fastifyStatic, {
        root: distDir,
        wildcard: false,
        index: false,
        // The build writes .br and .gz beside every text file (apps/web/build/precompress.ts): sent as they are,
        // with Content-Encoding and Vary: Accept-Encoding, to clients that accept them.
        preCompressed: true,
        // The server's own render module (ADR 020) is read from disk, never sent.
        allowedPath: (pathName) => `/${PAGE_RENDERER_FILE}` !== decodeURIComponent(pathName),
        setHeaders(reply, filePath) {
          // Vite puts content hashes in asset names, and the browser engines' folders are named by their versions
          // (ADR 037), so neither ever changes.
          if (
            filePath.includes(`${path.sep}assets${path.sep}`) ||
            filePath.includes(`${path.sep}engines${path.sep}`)
          ) {
            reply.header('cache-control', 'public, max-age=31536000, immutable');
          }
        },
      });
    }

    const limitPages = app.rateLimit({
      max: options.pagesPerMinute,
      timeWindow: '1 minute',
      groupId: 'pages',
    });
    const limitMisses = app.rateLimit({ max: 120, timeWindow: '1 minute', groupId: 'not-found' });
    app.setNotFoundHandler(async (request, reply) => {
      const pathname = request.url.split('?')[0] ?? '/';
      const accept = request.headers.accept;
      const wantsPage =
        (request.method === 'GET' || request.method === 'HEAD') &&
        !pathname.startsWith('/api/') &&
        pathname !== '/api' &&
        // Like any static host: every client route answers the page, unless the client takes JSON only,
        // or asks for what looks like a missing file (a script or image must stay a 404, not index.html).
        !isJsonOnly(accept) &&
        (accept?.includes('text/html') || !looksLikeFile(pathname));
      await (serveWeb && wantsPage ? limitPages : limitMisses).call(app, request, reply);
      if (serveWeb && wantsPage) {
        // Every document is in the request's language: kept by the browser alone, by what chose it.
        reply.header('cache-control', DOCUMENT_CACHE_CONTROL).header('vary', DOCUMENT_VARY).type('text/html');
        const locale = await documentLocale(request, reply);
        const index = indexOf(locale);
        const route = landingRouteOf(pathname);
        const document = route?.[2];
        // The page's first render, drawn before any script (its scripts start after that paint, unpreloaded).
        // A query string may change that render (filters, a sign-in code): the page then renders in the browser.
        // /courses drawn with its first cards by the server (ADR 020), when it can; else the build's first render.
        if (document === 'courses' && renderPage && !request.url.includes('?')) {
          const drawn = await renderPage.catalogue(pathname, locale);
          if (drawn) return sendDocument(request, reply, drawn.html, drawn.variants);
        }
        // A service page drawn with its data (ADR 020), when it is one and the server can draw it.
        if (!route && renderPage && !request.url.includes('?')) {
          const drawn = await renderPage.service(pathname, locale);
          if (drawn) return sendDocument(request, reply, drawn.html, drawn.variants);
        }
        const landing = document && !request.url.includes('?') && landingDocumentOf(document, locale);
        if (landing) return reply.sendFile(landing, { cacheControl: false });
        const profileHandle = PROFILE_PAGE.exec(pathname)?.[1];
        if (profileHandle !== undefined)
          return sendProfilePage(request, reply, pathname, profileHandle, locale);
        // A course page arrives with its course: the page draws it as soon as its scripts run, without asking
        // the API first (one round trip less before the largest paint). Asked through the API itself, so the
        // data is the call's answer exactly, from its cache. Any failure leaves the page to ask as usual.
        const courseId = COURSE_PAGE.exec(pathname)?.[1];
        if (courseId && index) {
          const answers = await courseAnswers(courseId, locale);
          if (answers) {
            // Drawn by the server too when it can (ADR 020): painted before any script. Its scripts then start
            // after that paint, unpreloaded, as a landing page's do. A query string is left to the browser.
            const rendered =
              renderPage && !request.url.includes('?')
                ? await renderPage.course(pathname, courseId, answers, locale)
                : undefined;
            if (rendered) return sendDocument(request, reply, rendered.html, rendered.variants);
            const link = route && preloads.get(route[1]);
            if (link) reply.header('link', link);
            return sendDocument(
              request,
              reply,
              withDataBlock(index.html, COURSE_PAGE_DATA_ID, coursePageBlock(courseId, answers)),
            );
          }
        }
        const link = route && preloads.get(route[1]);
        if (link) reply.header('link', link);
        // Revalidated each visit, not the static files' max-age: a new build must reach everyone.
        return reply.sendFile(index?.file ?? 'index.html', { cacheControl: false });
      }
      return reply
        .code(404)
        .send({ success: false, message: `Route ${request.method} ${pathname} not found` });
    });
  },
);
