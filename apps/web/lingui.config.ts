import { readdirSync } from 'node:fs';
import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';

/**
 * The interface's message catalogues (ADR 038): English is the source, written in the components; every other
 * language is a folder of PO files in src/locales/<locale>, one per feature and one (`common`) for the shared
 * parts, loaded on demand. `npm run i18n:extract` refreshes them from the code; `npm run i18n:check` (CI) fails on
 * a text missing from a catalogue or left outside the catalogues.
 */
const features = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  // The admin and instructor consoles stay in English.
  .filter((entry) => entry.isDirectory() && entry.name !== 'admin')
  .map((entry) => entry.name);

const exclude = ['**/*.test.tsx', '**/*.test.ts', '**/node_modules/**'];

export default defineConfig({
  sourceLocale: 'en-IN',
  locales: ['en-IN', 'hi-IN'],
  catalogs: [
    {
      path: '<rootDir>/src/locales/{locale}/common',
      include: ['<rootDir>/src/app', '<rootDir>/src/components', '<rootDir>/src/hooks', '<rootDir>/src/lib'],
      exclude,
    },
    ...features.map((feature) => ({
      path: `<rootDir>/src/locales/{locale}/${feature}`,
      include: [`<rootDir>/src/features/${feature}`],
      exclude,
    })),
  ],
  // Where each text is used, without line numbers: a moved line does not rewrite the catalogues.
  format: formatter({ lineNumbers: false }),
  orderBy: 'messageId',
});
