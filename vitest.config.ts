import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import babel from '@rolldown/plugin-babel';
import { configDefaults, defineConfig } from 'vitest/config';
import { linguiCatalogues, linguiPreset } from './apps/web/build/lingui.ts';

// Test files that replace a module with vi.mock: they need a module graph of their own (see `isolate` below).
const mockingFiles = ['apps/api/src/modules/accounts/login-throttle.test.ts'];

const apiProject = {
  include: ['apps/api/src/**/*.test.ts', 'packages/shared/src/**/*.test.ts', 'apps/web/build/**/*.test.ts'],
  environment: 'node' as const,
  setupFiles: ['apps/api/src/testing/setup.ts'],
  // A ceiling for a hung test, never a measure: CI runs two suites side by side and then beside a CPU hog, where a
  // test that takes 3 s alone (50 concurrent payments, a page rendered in two languages) has taken over 30 s.
  testTimeout: 120_000,
  hookTimeout: 120_000,
};

export default defineConfig({
  test: {
    // One worker per core rather than vitest's cores - 1: the API tests wait on a database, on ffmpeg and on
    // local servers much of the time (2-core machine, embedded database: 272 s with one worker, 214 s with two).
    maxWorkers: availableParallelism(),
    // On a PostgreSQL server: drops whatever test databases a run left behind.
    globalSetup: ['apps/api/src/testing/global-setup.ts'],
    projects: [
      {
        test: {
          ...apiProject,
          name: 'api',
          // Vitest's own excludes (node_modules, dist) kept: `exclude` replaces them.
          exclude: [...configDefaults.exclude, ...mockingFiles],
          // Every test file builds its own app on its own database, so the files can share the loaded modules:
          // importing Fastify, drizzle, PGlite and the app again for each of 59 files was most of the suite's
          // time (two workers, embedded database: 214 s isolated, 159 s shared).
          isolate: false,
        },
      },
      { test: { ...apiProject, name: 'api-mocking', include: mockingFiles } },
      {
        // The web app's components, rendered by React into jsdom: keyboard and focus behaviour of the primitives.
        // Lingui's macros and catalogues as the app's build has them (ADR 038).
        plugins: [babel({ presets: [linguiPreset()] }), linguiCatalogues()],
        resolve: {
          alias: [
            { find: /^@\//, replacement: fileURLToPath(new URL('./apps/web/src/', import.meta.url)) },
            {
              find: /^zod$/,
              replacement: fileURLToPath(new URL('./apps/web/src/lib/zod.ts', import.meta.url)),
            },
          ],
        },
        oxc: { jsx: { runtime: 'automatic' } },
        test: {
          name: 'web',
          // Rendering, typing and lazily loaded parts take seconds beside the PostgreSQL run and a CPU hog.
          testTimeout: 30_000,
          include: ['apps/web/src/**/*.test.tsx'],
          environment: 'jsdom',
          setupFiles: ['apps/web/src/testing/setup.ts'],
        },
      },
    ],
  },
});
