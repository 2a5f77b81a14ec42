/**
 * The interface's texts are all in the catalogues, and every language has them (ADR 038; docs/languages.md):
 *   npm run i18n:check              fails on anything below
 *   npm run i18n:check -- --prune   takes the entries that are done off the pending list
 *   npm run i18n:check -- --init    writes the pending list afresh (a new language, a new check)
 *
 * 1. The committed catalogues are what `npm run i18n:extract` makes of the code: the same messages, per file.
 * 2. Every message of the source language's catalogues is in every other language's, translated, with the same
 *    placeholders (`{name}`, `<0>…</0>`, plural and select arguments).
 * 3. No component shows a literal outside the catalogues (apps/web/build/i18n-scan.ts): JSX text, literal
 *    children, text attributes, and the strings given to the tab's title, toasts and the browser's dialogs. Tests, the admin and instructor consoles (which stay English) and the test
 *    helpers are not scanned.
 * 4. One message (the same English and context) has one translation per language across the catalogue files
 *    (apps/web/build/i18n-consistency.ts): the same wording everywhere, or a `context` for each meaning.
 *
 * While the features are being converted, apps/web/i18n-pending.txt lists the components that still show
 * literals and the catalogue files still missing translations. A problem outside the list fails, and so does a
 * listed entry that has none left: the list only shrinks.
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { getCatalogs } from '@lingui/cli/api';
import { getConfig } from '@lingui/conf';
import { type CompiledMessage, compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import { type CatalogueFile, findConflictingTranslations } from '../apps/web/build/i18n-consistency.ts';
import { findLiterals } from '../apps/web/build/i18n-scan.ts';

const repoRoot = path.resolve(import.meta.dirname, '..');
const webRoot = path.join(repoRoot, 'apps/web');
const PENDING_FILE = path.join(webRoot, 'i18n-pending.txt');

/** The modules scanned for literals, relative to apps/web: the components, and the hooks that toast. */
function componentFiles(): string[] {
  const source = path.join(webRoot, 'src');
  return (readdirSync(source, { recursive: true }) as string[])
    .map((file) => file.split(path.sep).join('/'))
    .filter(
      (file) =>
        /\.tsx?$/.test(file) &&
        !/\.test\.tsx?$/.test(file) &&
        !file.endsWith('.d.ts') &&
        // The consoles stay English (ADR 038); the test helpers are not the interface.
        !file.startsWith('features/admin/') &&
        !file.startsWith('testing/'),
    )
    .map((file) => `src/${file}`)
    .sort();
}

/** A message's placeholders: its arguments (with their kind and a choice's keys) and its numbered tags. */
function placeholders(message: string): string[] {
  const found = new Set<string>();
  const walk = (compiled: CompiledMessage) => {
    for (const token of compiled) {
      if (typeof token === 'string') {
        for (const tag of token.matchAll(/<(\/?)(\d+)(\/?)>/g)) found.add(tag[0]);
        continue;
      }
      const [name, type, format] = token;
      if (type === 'plural' || type === 'selectordinal' || type === 'select') {
        const choices = format as Record<string, CompiledMessage | number | undefined>;
        const keys = Object.keys(choices).filter((key) => key !== 'offset');
        // Plural categories differ by language (Hindi has one and other, others more), and a language may need a
        // plural where English shows the number plainly ('1 h', '1 घंटा'): a plural counts as its variable. A
        // select's keys do not differ.
        found.add(type === 'select' ? `{${name}, select, ${keys.sort().join(' ')}}` : `{${name}}`);
        for (const key of keys) {
          const choice = choices[key];
          if (Array.isArray(choice)) walk(choice);
        }
      } else {
        found.add(type ? `{${name}, ${type}}` : `{${name}}`);
      }
    }
  };
  walk(compileMessageOrThrow(message));
  return [...found].sort();
}

const quote = (text: string) => JSON.stringify(text.length > 90 ? `${text.slice(0, 87)}…` : text);

interface Problems {
  /** Problems no pending entry excuses. */
  errors: string[];
  /** Problems by the file they are in (relative to apps/web): excused while the file is on the pending list. */
  byFile: Map<string, string[]>;
}

async function checkCatalogues(problems: Problems) {
  const config = getConfig({ configPath: path.join(webRoot, 'lingui.config.ts') });
  const { sourceLocale } = config;
  if (!sourceLocale) throw new Error('lingui.config.ts names no sourceLocale');
  const others = config.locales.filter((locale) => locale !== sourceLocale);
  const relative = (file: string) => path.relative(webRoot, file).split(path.sep).join('/');
  let stale = false;
  const byLocale = new Map<string, CatalogueFile[]>(others.map((locale) => [locale, []]));
  for (const catalog of await getCatalogs(config)) {
    // 1. What the extraction would write, against what is committed.
    const extracted = (await catalog.collect()) ?? {};
    const source = await catalog.read(sourceLocale);
    for (const locale of config.locales) {
      const file = relative(catalog.getFilename(locale));
      const committed = locale === sourceLocale ? source : await catalog.read(locale);
      if (!existsSync(catalog.getFilename(locale))) {
        problems.errors.push(`${file}: missing`);
        stale = true;
        continue;
      }
      const live = Object.entries(committed ?? {}).filter(([, message]) => !message.obsolete);
      for (const [id, message] of Object.entries(extracted)) {
        if (!committed?.[id] || committed[id].obsolete) {
          problems.errors.push(`${file}: not in the catalogue: ${quote(message.message ?? id)}`);
          stale = true;
        }
      }
      for (const [id, message] of live) {
        if (!extracted[id]) {
          problems.errors.push(`${file}: no longer in the code: ${quote(message.message ?? id)}`);
          stale = true;
        }
      }
    }
    // 2. Each other language has every message, translated, with the same placeholders.
    for (const locale of others) {
      const file = relative(catalog.getFilename(locale));
      const translations = (await catalog.read(locale)) ?? {};
      byLocale.get(locale)?.push({ file, messages: translations });
      for (const [id, message] of Object.entries(source ?? {})) {
        if (message.obsolete) continue;
        const english = message.message ?? message.translation ?? id;
        const translation = translations[id]?.translation;
        if (!translation?.trim()) {
          const list = problems.byFile.get(file) ?? [];
          list.push(`no translation: ${quote(english)}`);
          problems.byFile.set(file, list);
          continue;
        }
        let expected: string[];
        let got: string[];
        try {
          expected = placeholders(english);
          got = placeholders(translation);
        } catch (error) {
          problems.errors.push(
            `${file}: ${quote(translation)} is not a valid message: ${(error as Error).message}`,
          );
          continue;
        }
        if (expected.join('|') !== got.join('|'))
          problems.errors.push(
            `${file}: placeholders differ for ${quote(english)}: ${expected.join(' ') || 'none'} in ${sourceLocale}, ${got.join(' ') || 'none'} in ${locale}`,
          );
      }
    }
  }
  if (stale)
    problems.errors.push('the catalogues are not up to date with the code: run npm run i18n:extract');
  // 4. One message, one translation in each language, whichever feature's file holds it.
  for (const [locale, files] of byLocale) {
    for (const conflict of findConflictingTranslations(files)) {
      const english = conflict.context
        ? `${quote(conflict.message)} (context ${quote(conflict.context)})`
        : quote(conflict.message);
      const ways = conflict.translations
        .map(({ translation, files: where }) => `${quote(translation)} in ${where.join(', ')}`)
        .join('; ');
      problems.errors.push(
        `${locale}: ${english} is translated in ${conflict.translations.length} ways: ${ways}. Use one wording, or give each meaning a context (docs/languages.md)`,
      );
    }
  }
}

function checkComponents(problems: Problems) {
  for (const file of componentFiles()) {
    const literals = findLiterals(readFileSync(path.join(webRoot, file), 'utf8'), file);
    if (literals.length > 0)
      problems.byFile.set(
        file,
        literals.map(
          ({ line, where, text }) => `line ${line}, ${where}: ${quote(text)} is not in a catalogue`,
        ),
      );
  }
}

function readPending(): string[] {
  if (!existsSync(PENDING_FILE)) return [];
  return readFileSync(PENDING_FILE, 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'));
}

const PENDING_HEADER = `# Files still being converted to the catalogues (npm run i18n:check; docs/languages.md), relative to apps/web:
# components that still show literals, and catalogue files still missing translations. The check fails on a
# problem in a file not listed here, and on a listed file that has none left: take it off the list then
# (npm run i18n:check -- --prune). Never add a file to silence the check.
`;

function writePending(files: string[]) {
  writeFileSync(PENDING_FILE, `${PENDING_HEADER}${files.sort().join('\n')}\n`);
}

async function main() {
  const started = Date.now();
  const problems: Problems = { errors: [], byFile: new Map() };
  await checkCatalogues(problems);
  checkComponents(problems);
  const pending = readPending();
  const offending = [...problems.byFile.keys()].sort();

  if (process.argv.includes('--init')) {
    writePending(offending);
    console.log(`wrote ${path.relative(repoRoot, PENDING_FILE)}: ${offending.length} files`);
  } else if (process.argv.includes('--prune')) {
    const left = pending.filter((file) => problems.byFile.has(file));
    writePending(left);
    console.log(`took ${pending.length - left.length} files off ${path.relative(repoRoot, PENDING_FILE)}`);
  }

  const listed = new Set(readPending());
  const failures = [...problems.errors];
  for (const file of offending) {
    if (listed.has(file)) continue;
    for (const problem of problems.byFile.get(file) ?? []) failures.push(`${file}: ${problem}`);
  }
  const done = [...listed].filter((file) => !problems.byFile.has(file));
  for (const file of done)
    failures.push(
      `${file}: done, take it off apps/web/i18n-pending.txt (npm run i18n:check -- --prune): the list only shrinks`,
    );

  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (failures.length > 0) {
    console.error(failures.join('\n'));
    console.error(
      `\ni18n:check: ${failures.length} problems (${listed.size} files pending; ${seconds} s). Texts go through Lingui's macros (docs/languages.md).`,
    );
    process.exit(1);
  }
  console.log(
    `i18n:check: catalogues up to date and translated, one translation per message, no literal outside them; ${listed.size} files pending (${seconds} s)`,
  );
}

await main();
