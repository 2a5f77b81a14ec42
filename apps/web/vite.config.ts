import { fileURLToPath } from 'node:url';
import babel from '@rolldown/plugin-babel';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { browserEngines } from './build/engines';
import { linguiCatalogues, linguiPreset } from './build/lingui';
import { precompress } from './build/precompress';
import { prerender } from './build/prerender';

const alias = [
  { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
  // zod configured for the site's CSP (no eval) before any schema is built: see src/lib/zod.ts.
  { find: /^zod$/, replacement: fileURLToPath(new URL('./src/lib/zod.ts', import.meta.url)) },
];

/** React with Lingui's macros, and the catalogues compiled on import (ADR 038): the app and its server renderer. */
const reactWithMessages = () => [react(), babel({ presets: [linguiPreset()] }), linguiCatalogues()];

export default defineConfig({
  plugins: [
    reactWithMessages(),
    tailwindcss(),
    // The landing pages' first render into their HTML (ADR 017), then every text file compressed.
    prerender({ entry: 'src/app/prerender.tsx', alias, plugins: reactWithMessages }),
    // Pyodide's files for the coding workspace's Run in the browser (ADR 037).
    browserEngines(),
    precompress(),
  ],
  resolve: { alias },
  server: {
    // `vite preview` reuses this proxy, so the built app can talk to a local API too.
    proxy: { '/api': 'http://localhost:3000' },
  },
  // The coding run worker loads its engines with import() and new URL(…, import.meta.url).
  worker: { format: 'es' },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Lets scripts/bench/bundle.ts measure what the first page load downloads.
    manifest: true,
    rolldownOptions: {
      output: {
        // A page-aware group's name lists its pages; every page's first load carries the chunk names it may
        // preload, so those chunks are named by their hash alone.
        chunkFileNames: (chunk) =>
          chunk.name.startsWith('shared-constants~') ? 'assets/c-[hash].js' : 'assets/[name]-[hash].js',
        codeSplitting: {
          groups: [
            {
              // The shared package's zod-free modules (texts, limits, filters) in one small chunk of their own:
              // left to the automatic splitting, a constants module shared with a schema module lands in the
              // schema's chunk and drags zod into every page that only wanted a message (ADR 010).
              name: 'shared-constants',
              // Split by the pages that use them: a page loads only the constants it needs.
              entriesAware: true,
              test: /packages[\\/]shared[\\/]src[\\/](?:[\w-]+-constants|constants|company|course-filters|duration|gst)\.ts$/,
            },
          ],
        },
      },
    },
  },
});
