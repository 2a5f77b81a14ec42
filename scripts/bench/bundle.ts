/**
 * JavaScript the browser downloads for the first load of `/`: the entry script, its modulepreloads, and the
 * chunks of the home route (read from the build's manifest), gzipped. Budget: 200 KB.
 *   npm run build && npm run bench:bundle        (WEB_DIST_DIR to measure another build)
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const repoRoot = path.resolve(import.meta.dirname, '../..');
const dist = path.resolve(repoRoot, process.env.WEB_DIST_DIR ?? 'apps/web/dist');
const BUDGET_KB = 200;

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

const files = new Set<string>();
function addWithStaticImports(key: string) {
  const chunk = manifest[key];
  if (!chunk || files.has(chunk.file)) return;
  files.add(chunk.file);
  for (const imported of chunk.imports ?? []) addWithStaticImports(imported);
}
for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) addWithStaticImports(key);
// The home route is lazy, but `/` needs it at once.
const homeKey = Object.keys(manifest).find((key) => key.endsWith('features/content/routes/home.tsx'));
if (homeKey) addWithStaticImports(homeKey);

let total = 0;
for (const file of [...files].filter((name) => name.endsWith('.js')).sort()) {
  const size = gzipSync(readFileSync(path.join(dist, file))).length;
  total += size;
  console.log(`${(size / 1024).toFixed(1).padStart(7)} KB  ${file}`);
}
console.log(`\nfirst load of / : ${(total / 1024).toFixed(1)} KB gzipped JS (budget ${BUDGET_KB} KB)`);
if (total / 1024 > BUDGET_KB) process.exitCode = 1;
