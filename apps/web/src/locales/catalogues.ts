import type { Messages } from '@lingui/core';
import type { Locale } from '@pathshala/shared/locales';

/**
 * Every language's catalogue at once, for the server's renderer and the tests (the browser loads only the one it
 * shows, through lib/i18n.ts).
 */
const files = import.meta.glob<{ messages: Messages }>('./*/*.po', { eager: true });

export function bundledCatalogue(locale: Locale): Messages {
  const parts = Object.entries(files).filter(([file]) => file.split('/').at(-2) === locale);
  return Object.assign({}, ...parts.map(([, part]) => part.messages));
}
