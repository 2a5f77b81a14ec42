import { createHash } from 'node:crypto';
import { copyFile, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { type AliasOptions, build, type Plugin, type PluginOption } from 'vite';
// A relative path, not the package name: Vite bundles the config's relative imports, and Node cannot load the
// package's TypeScript itself.
import {
  localeDocumentFile,
  PAGE_RENDERER_FILE,
  RENDERED_PAGE_DOCUMENT_FILE,
  RENDERED_PAGE_OUTLET,
} from '../../../packages/shared/src/constants.ts';
import { LOCALES, SOURCE_LOCALE } from '../../../packages/shared/src/locales.ts';
import { refusedStyleAttributes } from '../../../packages/shared/src/server-drawn-styles.ts';

/**
 * The landing pages written with their first render in the HTML (ADR 017), by document name, each with a URL of
 * the route it renders; the server picks the document by path (apps/api/src/plugins/web-app.ts). Not the course
 * page: the build knows no course. The server renders it for each course with the module this build makes
 * (ADR 020).
 */
export const PRERENDERED_PAGES: Record<string, string> = {
  home: '/',
  courses: '/courses',
  'my-learnings': '/my-learnings',
};

/**
 * Where the documents go in the build: `prerendered/<name>.html`, and `prerendered/<name>.<locale>.html` for each
 * other language (`localeDocumentFile`; the server reads them there).
 */
const PRERENDERED_FOLDER = 'prerendered';

/**
 * A landing document: the page's first render inside #root (inert until hydrated), and the app's scripts started
 * after the first paint by a small module (with no modulepreload before it), so nothing of ours competes with
 * drawing the HTML. The entry then hydrates what is drawn. `boot` is the boot module's public path.
 */
export function landingDocument(template: string, html: string, boot: string) {
  const refused = refusedStyleAttributes(html);
  if (refused.length > 0) {
    // The CSP refuses style attributes in markup but Radix's few (the app sets styles through the DOM, allowed).
    throw new Error(`a prerendered page has a style attribute the CSP would refuse: ${refused.join(' | ')}`);
  }
  // Inert until hydrated (main.tsx lifts it): a click or keystroke before the handlers are attached would be lost.
  const withRoot = template.replace('<div id="root"></div>', () => `<div id="root" inert>${html}</div>`);
  if (withRoot === template) throw new Error('index.html has no empty <div id="root"></div>');
  return withRoot
    .replace(/\s*<link rel="modulepreload"[^>]*>/g, '')
    .replace(
      /<script type="module"[^>]*src="[^"]+"[^>]*><\/script>/,
      () => `<script type="module" crossorigin src="${boot}"></script>`,
    );
}

/** The texts of the app's document itself (index.html's title, description and noscript), in one language. */
export interface DocumentTexts {
  title: string;
  description: string;
  noscript: string;
}

const escapeHtml = (text: string) =>
  text.replace(
    /[<>&"]/g,
    (char) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;' })[char] ?? char,
  );

/**
 * The app's document in one language: `<html lang>` (main.tsx hydrates and draws in that language), its title,
 * description and noscript text from the catalogues, and modulepreload links for the language's catalogue chunks
 * (`catalogues`), so the app does not wait for them when it starts. The source language's texts are the ones
 * index.html is written with: the build fails if they differ from the catalogue's (src/app/document-texts.ts).
 */
export function localizedTemplate(
  template: string,
  locale: string,
  texts: DocumentTexts,
  catalogues: string[] = [],
) {
  if (!/<html(?: lang="[^"]*")?>/.test(template)) throw new Error('index.html has no <html> tag');
  let html = template.replace(/<html(?: lang="[^"]*")?>/, () => `<html lang="${locale}">`);
  const title = `<title>${escapeHtml(texts.title)}</title>`;
  const description = `<meta name="description" content="${escapeHtml(texts.description)}" />`;
  const noscript = `<noscript>${escapeHtml(texts.noscript)}</noscript>`;
  const patterns = {
    title: [/<title>([^<]*)<\/title>/, title],
    description: [/<meta\s+name="description"\s+content="([^"]*)"\s*\/>/, description],
    noscript: [/<noscript>([^<]*)<\/noscript>/, noscript],
  } as const;
  for (const [name, [pattern, tag]] of Object.entries(patterns)) {
    const written = pattern.exec(html)?.[1];
    if (written === undefined) throw new Error(`index.html has no ${name}`);
    if (locale !== SOURCE_LOCALE) html = html.replace(pattern, () => tag);
    else if (written !== escapeHtml(texts[name as keyof DocumentTexts]))
      throw new Error(`index.html's ${name} differs from src/app/document-texts.ts: ${written}`);
  }
  const links = catalogues.map((file) => `<link rel="modulepreload" crossorigin href="${file}">`).join('');
  return links ? html.replace('</head>', () => `${links}</head>`) : html;
}

/**
 * Each language's catalogue chunks (`src/locales/<locale>/*.po`, loaded by lib/i18n.ts on demand), as public
 * paths, from the build manifest: what a document in that language preloads. None for the source language,
 * which needs no catalogue.
 */
export function catalogueChunks(
  manifest: Record<string, ManifestChunk>,
  locales: readonly string[] = LOCALES,
): Record<string, string[]> {
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entryKey) throw new Error('the build manifest has no entry');
  const entryChunks = chunkClosure(manifest, entryKey);
  const chunks: Record<string, string[]> = {};
  for (const locale of locales) {
    if (locale === SOURCE_LOCALE) continue;
    const files = new Set<string>();
    for (const key of Object.keys(manifest).sort())
      if (key.startsWith(`src/locales/${locale}/`) && key.endsWith('.po')) chunkClosure(manifest, key, files);
    chunks[locale] = [...files].filter((file) => !entryChunks.has(file) && file.endsWith('.js'));
  }
  return chunks;
}

/**
 * The route module each page drawn in HTML starts on, by path (a key ending in '/' is a prefix): the boot module
 * has the browser fetch that route's chunks together with the entry's. Without it they are asked for by Vite's
 * preload helper once the router starts, which appends a `modulepreload` link per chunk in the app's start-up
 * task: 11–19 ms unthrottled on a course page, in a task Lighthouse's TBT counts (docs/performance.md). The
 * helper appends no link for a chunk that already has one. A wrong entry costs a wasted fetch, never a wrong page.
 */
export const LANDING_ROUTE_MODULES: Record<string, string> = {
  '/': 'src/features/content/routes/home.tsx',
  '/courses': 'src/features/catalogue/routes/courses.tsx',
  '/my-learnings': 'src/features/learning/routes/my-learnings.tsx',
  '/course/': 'src/features/catalogue/routes/course-detail.tsx',
  '/u/': 'src/features/profiles/routes/public-profile.tsx',
};

/** What Vite's build manifest says of one source module (`build.manifest`). */
interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
}

/** A chunk and every chunk it imports statically, as public paths. */
function chunkClosure(manifest: Record<string, ManifestChunk>, key: string, found = new Set<string>()) {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`the build manifest has no chunk for ${key}`);
  const file = `/${chunk.file}`;
  if (found.has(file)) return found;
  found.add(file);
  for (const imported of chunk.imports ?? []) chunkClosure(manifest, imported, found);
  return found;
}

/**
 * Each landing path's route chunks that the entry does not load itself (those it imports arrive with it), from the
 * build manifest. Throws when a route module of LANDING_ROUTE_MODULES is not in the build.
 */
export function landingRouteChunks(
  manifest: Record<string, ManifestChunk>,
  routes: Record<string, string> = LANDING_ROUTE_MODULES,
): Record<string, string[]> {
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entryKey) throw new Error('the build manifest has no entry');
  const entryChunks = chunkClosure(manifest, entryKey);
  return Object.fromEntries(
    Object.entries(routes).map(([route, module]) => [
      route,
      [...chunkClosure(manifest, module)].filter((file) => !entryChunks.has(file)),
    ]),
  );
}

/**
 * The boot module: once the browser has drawn the document (a frame, then a task), imports the entry and, for a
 * path of `routes` (see LANDING_ROUTE_MODULES), preloads its route's chunks, and for a document in a language of
 * `catalogues` (its `<html lang>`), that language's catalogue chunks: the app loads them before it hydrates. Each
 * chunk path is written once and the routes and languages name them by number.
 */
export function bootModule(
  entry: string,
  routes: Record<string, string[]> = {},
  catalogues: Record<string, string[]> = {},
) {
  const files = [...new Set([...Object.values(routes), ...Object.values(catalogues)].flat())];
  if (files.length === 0)
    return `requestAnimationFrame(()=>setTimeout(()=>import(${JSON.stringify(entry)})));\n`;
  const numbered = (lists: Record<string, string[]>) =>
    Object.fromEntries(
      Object.entries(lists).map(([key, chunks]) => [key, chunks.map((file) => files.indexOf(file))]),
    );
  return (
    `const f=${JSON.stringify(files)},r=${JSON.stringify(numbered(routes))},c=${JSON.stringify(numbered(catalogues))};` +
    `requestAnimationFrame(()=>setTimeout(()=>{import(${JSON.stringify(entry)});const p=location.pathname;` +
    `for(const i of[...(r[p]||Object.keys(r).filter(k=>k.length>1&&k.endsWith("/")&&p.startsWith(k)).flatMap(k=>r[k])),...(c[document.documentElement.lang]||[])]){` +
    `const l=document.createElement("link");l.rel="modulepreload";l.crossOrigin="";l.href=f[i];document.head.appendChild(l)}}));\n`
  );
}

/**
 * Vite plugin: after the client build, builds `entry` for Node (a module exporting `prerender(url)`), renders
 * PRERENDERED_PAGES with it and writes their documents beside index.html. It runs before the precompress plugin,
 * which then compresses them too.
 */
export function prerender(options: {
  entry: string;
  alias: AliasOptions;
  plugins: () => PluginOption[];
}): Plugin {
  let root = '';
  let outDir = '';
  return {
    name: 'pathshala-prerender',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      sequential: true,
      async handler() {
        const ssrDir = await mkdtemp(path.join(tmpdir(), 'pathshala-prerender-'));
        try {
          await build({
            root,
            configFile: false,
            // Its warnings repeat the client build's (react-router's optional React 19 hooks Preact lacks).
            logLevel: 'error',
            plugins: options.plugins(),
            resolve: { alias: options.alias },
            // Bundled whole: the dependencies must resolve `react` to Preact as the client's do.
            ssr: { noExternal: true },
            build: {
              ssr: options.entry,
              outDir: ssrDir,
              emptyOutDir: true,
              copyPublicDir: false,
              rolldownOptions: { output: { entryFileNames: 'prerender.mjs', codeSplitting: false } },
            },
          });
          const renderModule = (await import(pathToFileURL(path.join(ssrDir, 'prerender.mjs')).href)) as {
            prerender: (url: string, seed: undefined, locale: string) => Promise<string>;
            documentTexts: (locale: string) => DocumentTexts;
          };
          const template = await readFile(path.join(outDir, 'index.html'), 'utf8');
          const entry = /<script type="module"[^>]*src="([^"]+)"/.exec(template)?.[1];
          if (!entry) throw new Error('index.html has no module script');
          const manifest = JSON.parse(
            await readFile(path.join(outDir, '.vite', 'manifest.json'), 'utf8'),
          ) as Record<string, ManifestChunk>;
          const catalogues = catalogueChunks(manifest);
          const boot = bootModule(entry, landingRouteChunks(manifest), catalogues);
          const bootPath = `/assets/boot-${createHash('sha256').update(boot).digest('base64url').slice(0, 8)}.js`;
          await writeFile(path.join(outDir, bootPath), boot);
          await mkdir(path.join(outDir, PRERENDERED_FOLDER), { recursive: true });
          // Every document once per language (docs/languages.md): the server picks the request's.
          for (const locale of LOCALES) {
            const document = localizedTemplate(
              template,
              locale,
              renderModule.documentTexts(locale),
              catalogues[locale],
            );
            // The app's own document, for the pages the browser draws (index.html is the source language's).
            if (locale !== SOURCE_LOCALE)
              await writeFile(path.join(outDir, localeDocumentFile('index.html', locale)), document);
            for (const [name, url] of Object.entries(PRERENDERED_PAGES)) {
              const html = await renderModule.prerender(url, undefined, locale);
              await writeFile(
                path.join(outDir, localeDocumentFile(`${PRERENDERED_FOLDER}/${name}.html`, locale)),
                landingDocument(document, html, bootPath),
              );
            }
            // The same module renders course pages and /courses on the server (ADR 020), into a document like these.
            await writeFile(
              path.join(outDir, localeDocumentFile(RENDERED_PAGE_DOCUMENT_FILE, locale)),
              landingDocument(document, RENDERED_PAGE_OUTLET, bootPath),
            );
          }
          await copyFile(path.join(ssrDir, 'prerender.mjs'), path.join(outDir, PAGE_RENDERER_FILE));
          console.log(
            `prerendered ${Object.keys(PRERENDERED_PAGES).join(', ')} in ${LOCALES.join(', ')}; course pages and /courses render on the server`,
          );
        } finally {
          await rm(ssrDir, { recursive: true, force: true });
        }
      },
    },
  };
}
