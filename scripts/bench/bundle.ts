/**
 * JavaScript the browser downloads for the first load of each page: the entry script, its modulepreloads, and
 * the chunks of the page's route (read from the build's manifest), gzipped. The budgets fit React 19 (ADR 025):
 * 150 KB for `/`, 175 KB for the course page (it sells courses and programmes, resumes a purchase after
 * sign-in and shows a buyer's own review; docs/performance.md) and 170 KB for every other route; `.ci/run` fails
 * a page over its budget.
 *   npm run build && npm run bench:bundle        (WEB_DIST_DIR to measure another build; -v lists the files)
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { LANDING_ROUTES } from '../../apps/api/src/plugins/web-app.ts';

const repoRoot = path.resolve(import.meta.dirname, '../..');
const dist = path.resolve(repoRoot, process.env.WEB_DIST_DIR ?? 'apps/web/dist');
const verbose = process.argv.includes('-v');
/** KB gzipped: what `.ci/run` holds. */
// Raised with the interface in catalogues (ADR 038: Lingui's run time, 4.2 KB, and each text's call; 5–8 KB a
// page; docs/performance.md).
const BUDGET_KB = { home: 150, course: 175, other: 170 };

interface ManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
  isEntry?: boolean;
}
const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8')) as Record<
  string,
  ManifestChunk
>;

function withStaticImports(key: string, files = new Set<string>()) {
  const chunk = manifest[key];
  if (!chunk || files.has(chunk.file)) return files;
  files.add(chunk.file);
  for (const imported of chunk.imports ?? []) withStaticImports(imported, files);
  return files;
}

const sizeOf = new Map<string, number>();
const gzipped = (file: string) => {
  let size = sizeOf.get(file);
  if (size === undefined) {
    size = gzipSync(readFileSync(path.join(dist, file))).length;
    sizeOf.set(file, size);
  }
  return size;
};

const entry = new Set<string>();
for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) withStaticImports(key, entry);

// Every page is a lazy route chunk (apps/web/src/app/router.tsx): its first load is the entry plus its chunk.
const routes = Object.keys(manifest)
  .filter((key) => /src\/features\/[^/]+\/routes\/[^/]+\.tsx$/.test(key))
  .sort();
let failed = false;
const rows: [string, number, number][] = [];
for (const key of routes) {
  const files = withStaticImports(key, new Set(entry));
  const js = [...files].filter((name) => name.endsWith('.js'));
  const total = js.reduce((sum, file) => sum + gzipped(file), 0) / 1024;
  const page = key.replace(/^.*\/features\//, '').replace(/\.tsx$/, '');
  const budget =
    page === 'content/routes/home'
      ? BUDGET_KB.home
      : page === 'catalogue/routes/course-detail'
        ? BUDGET_KB.course
        : BUDGET_KB.other;
  if (total > budget) failed = true;
  rows.push([page, total, budget]);
  if (verbose)
    for (const file of js.sort())
      console.log(`      ${(gzipped(file) / 1024).toFixed(1).padStart(6)} KB  ${file}`);
}
console.log('first load, gzipped JavaScript\n');
for (const [page, total, budget] of rows.sort((a, b) => b[1] - a[1])) {
  console.log(
    `${page.padEnd(44)} ${total.toFixed(1).padStart(6)} KB  budget ${budget} KB${total > budget ? '  OVER BUDGET' : ''}`,
  );
}
// The server preloads these pages' route chunks (plugins/web-app.ts): a renamed route file must not
// silently turn the preload off.
const missing = LANDING_ROUTES.map(([, key]) => key).filter((key) => !manifest[key]);
if (missing.length > 0) {
  console.log(
    `\nlanding routes missing from the build (LANDING_ROUTES in web-app.ts): ${missing.join(', ')}`,
  );
  failed = true;
}
if (failed) process.exitCode = 1;
