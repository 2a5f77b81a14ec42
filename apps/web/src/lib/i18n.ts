import { type I18n, type MessageDescriptor, type Messages, setupI18n } from '@lingui/core';
import { isLocale, type Locale, SOURCE_LOCALE } from '@pathshala/shared/locales';

type MessageCompiler = Parameters<I18n['setMessagesCompiler']>[0];

/**
 * The interface's language (ADR 038). English is written in the components and compiled by the build, so it
 * needs no catalogue; another language's catalogue is a chunk of its own, fetched when that language is chosen.
 */
const catalogueFiles = import.meta.glob<{ messages: Messages }>([
  '../locales/*/*.po',
  // English is the components' own: the browser never fetches its catalogue (and the entry lists no loader for it).
  '!../locales/en-IN/*.po',
]);

/** A language's catalogue: its files (one per feature) fetched together and merged. */
export async function loadCatalogue(locale: Locale): Promise<Messages> {
  if (locale === SOURCE_LOCALE) return {};
  const files = Object.entries(catalogueFiles).filter(([file]) => file.split('/').at(-2) === locale);
  const parts = await Promise.all(files.map(([, load]) => load()));
  return Object.assign({}, ...parts.map((part) => part.messages));
}

/**
 * An i18n instance in one language. The server renders pages in different languages at once, so components
 * read theirs from React's context (`useLingui`), never from a module-level instance.
 */
export function createI18n(locale: Locale, messages: Messages): I18n {
  const i18n = setupI18n({ locale, messages: { [locale]: messages } });
  // Every text reaching Lingui is compiled already (catalogues by the build, the components' English by
  // build/lingui.ts); a string left is plain text, shown as it is.
  i18n.setMessagesCompiler((message) => message as unknown as ReturnType<MessageCompiler>);
  return i18n;
}

/** The language the server drew the page in (`<html lang>`), or the source language. */
export function documentLocale(): Locale {
  const lang = typeof document === 'undefined' ? undefined : document.documentElement.lang;
  return isLocale(lang) ? lang : SOURCE_LOCALE;
}

/** Switches the browser's interface to another language, fetching its catalogue first. */
export async function switchLocale(i18n: I18n, locale: Locale) {
  const messages = await loadCatalogue(locale);
  i18n.loadAndActivate({ locale, messages });
  document.documentElement.lang = locale;
}

/**
 * Texts that reach the page as English strings from the shared package (validation messages, the spec's labels
 * the API uses too, an API's `message`): each feature declares the ones it shows with `msg`, so the catalogues
 * hold them, and they are shown through `translateText`, looked up by their English wording. A text nobody
 * declared is shown as it came.
 */
const declaredTexts = new Map<string, MessageDescriptor>();

export function declareTexts(descriptors: readonly MessageDescriptor[]) {
  for (const descriptor of descriptors) {
    // A plain English text is its own id (build/lingui.ts); a text with a context keeps its English as message.
    const english = descriptor.message === undefined ? descriptor.id : descriptor.message;
    if (typeof english === 'string') declaredTexts.set(english, descriptor);
  }
}

export function translateText(i18n: I18n, text: string): string {
  const descriptor = declaredTexts.get(text);
  return descriptor ? i18n._(descriptor) : text;
}
