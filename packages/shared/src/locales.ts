/**
 * The interface languages and how a request's language is chosen. zod-free: the web app's first load, the
 * server's renderer and the API all read it.
 *
 * Adding a language is a catalogue file in apps/web/src/locales and an entry here.
 */
export const LOCALES = ['en-IN', 'hi-IN'] as const;
export type Locale = (typeof LOCALES)[number];

/** The language the interface's texts are written in (the spec's texts, exactly). */
export const SOURCE_LOCALE = 'en-IN' satisfies Locale;

/** Each language named in itself, as the switcher shows it. */
export const LOCALE_NAMES: Record<Locale, string> = { 'en-IN': 'English', 'hi-IN': 'हिन्दी' };

/** A visitor's choice, readable by the page (it is not a secret) and sent with every request. */
export const LOCALE_COOKIE = 'pathshala_lang';
export const LOCALE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

export const isLocale = (value: unknown): value is Locale =>
  typeof value === 'string' && (LOCALES as readonly string[]).includes(value);

/**
 * The interface language for a stored language value (a profile's `language`, a cookie): an exact match, else
 * the first language with the same primary subtag ('en-US', the spec's default, is English), else undefined.
 */
export function localeFor(value: string | null | undefined): Locale | undefined {
  if (!value) return undefined;
  if (isLocale(value)) return value;
  const primary = value.trim().toLowerCase().split(/[-_]/)[0];
  return LOCALES.find((locale) => locale.split('-')[0] === primary);
}

/** The best supported language for an `Accept-Language` header, by its q-values; undefined when none matches. */
export function localeFromAcceptLanguage(header: string | null | undefined): Locale | undefined {
  if (!header) return undefined;
  const ranges = header
    .slice(0, 500)
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
      const quality = q === undefined ? 1 : Number(q.slice(2));
      return { tag: tag.trim(), quality: Number.isFinite(quality) ? quality : 0, index };
    })
    .filter((range) => range.tag && range.tag !== '*' && range.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index);
  for (const range of ranges) {
    const locale = localeFor(range.tag);
    if (locale) return locale;
  }
  return undefined;
}

/**
 * A request's interface language: a signed-in learner's profile first, then the visitor's cookie, then the
 * browser's `Accept-Language`, then the source language.
 */
export function chooseLocale(sources: {
  profileLanguage?: string | null;
  cookie?: string | null;
  acceptLanguage?: string | null;
}): Locale {
  return (
    localeFor(sources.profileLanguage) ??
    (isLocale(sources.cookie) ? sources.cookie : undefined) ??
    localeFromAcceptLanguage(sources.acceptLanguage) ??
    SOURCE_LOCALE
  );
}
