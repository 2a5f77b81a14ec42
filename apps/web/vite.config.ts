import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
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
    react(),
    tailwindcss(),
    // The landing pages' first render into their HTML (ADR 017), then every text file compressed.
    prerender({ entry: 'src/app/prerender.tsx', alias, plugins: () => [react()] }),
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
