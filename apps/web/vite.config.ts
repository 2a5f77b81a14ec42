import { fileURLToPath } from 'node:url';
import { preact } from '@preact/preset-vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import { precompress } from './build/precompress';
import { prerender } from './build/prerender';

const alias = [
  { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
  // zod configured for the site's CSP (no eval) before any schema is built: see src/lib/zod.ts.
  { find: /^zod$/, replacement: fileURLToPath(new URL('./src/lib/zod.ts', import.meta.url)) },
];

export default defineConfig({
  plugins: [
    // The code is written to React's API and runs on Preact 11 (`react` and `react-dom` resolve to `preact/compat`):
    // the same components for 58 KB less first-load JavaScript, see docs/decisions/016-preact-runs-the-react-code.md.
    preact(),
    tailwindcss(),
    // The landing pages' first render into their HTML (ADR 017), then every text file compressed.
    prerender({ entry: 'src/app/prerender.tsx', alias, plugins: () => [preact()] }),
    precompress(),
  ],
  resolve: { alias },
  server: {
    // `vite preview` reuses this proxy, so the built app can talk to a local API too.
    proxy: { '/api': 'http://localhost:3000' },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Lets scripts/bench/bundle.ts measure what the first page load downloads.
    manifest: true,
    rolldownOptions: {
      output: {
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
