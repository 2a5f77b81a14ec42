import { createHash } from 'node:crypto';
import { copyFile, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { type AliasOptions, build, type Plugin, type PluginOption } from 'vite';
// A relative path, not the package name: Vite bundles the config's relative imports, and Node cannot load the
// package's TypeScript itself.
import {
  PAGE_RENDERER_FILE,
  RENDERED_PAGE_DOCUMENT_FILE,
  RENDERED_PAGE_OUTLET,
} from '../../../packages/shared/src/constants.ts';

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

/** Where the documents go in the build: `prerendered/<name>.html` (the server reads them there). */
const PRERENDERED_FOLDER = 'prerendered';

/**
 * A landing document: the page's first render inside #root (inert until hydrated), and the app's scripts started
 * after the first paint by a small module (with no modulepreload before it), so nothing of ours competes with
 * drawing the HTML. The entry then hydrates what is drawn. `boot` is the boot module's public path.
 */
export function landingDocument(template: string, html: string, boot: string) {
  if (/<[^>]+\sstyle=/.test(html)) {
    // The CSP refuses style attributes in markup (the app sets styles through the DOM, which it allows).
    throw new Error('a prerendered page has a style attribute, which the CSP would refuse');
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

/** The boot module: imports the entry once the browser has drawn the document (a frame, then a task). */
export const bootModule = (entry: string) =>
  `requestAnimationFrame(()=>setTimeout(()=>import(${JSON.stringify(entry)})));\n`;

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
          const { prerender: render } = (await import(
            pathToFileURL(path.join(ssrDir, 'prerender.mjs')).href
          )) as {
            prerender: (url: string) => Promise<string>;
          };
          const template = await readFile(path.join(outDir, 'index.html'), 'utf8');
          const entry = /<script type="module"[^>]*src="([^"]+)"/.exec(template)?.[1];
          if (!entry) throw new Error('index.html has no module script');
          const boot = bootModule(entry);
          const bootPath = `/assets/boot-${createHash('sha256').update(boot).digest('base64url').slice(0, 8)}.js`;
          await writeFile(path.join(outDir, bootPath), boot);
          await mkdir(path.join(outDir, PRERENDERED_FOLDER), { recursive: true });
          for (const [name, url] of Object.entries(PRERENDERED_PAGES)) {
            const html = await render(url);
            await writeFile(
              path.join(outDir, PRERENDERED_FOLDER, `${name}.html`),
              landingDocument(template, html, bootPath),
            );
          }
          // The same module renders course pages and /courses on the server (ADR 020), into a document like these.
          await copyFile(path.join(ssrDir, 'prerender.mjs'), path.join(outDir, PAGE_RENDERER_FILE));
          await writeFile(
            path.join(outDir, RENDERED_PAGE_DOCUMENT_FILE),
            landingDocument(template, RENDERED_PAGE_OUTLET, bootPath),
          );
          console.log(
            `prerendered ${Object.keys(PRERENDERED_PAGES).join(', ')}; course pages and /courses render on the server`,
          );
        } finally {
          await rm(ssrDir, { recursive: true, force: true });
        }
      },
    },
  };
}
