import {
  isLocale,
  LOCALE_COOKIE,
  LOCALE_COOKIE_MAX_AGE_SECONDS,
  type Locale,
} from '@pathshala/shared/locales';

/** The language this browser's visitor chose, from the cookie the server reads too; undefined when none. */
export function readLocaleCookie(): Locale | undefined {
  const prefix = `${LOCALE_COOKIE}=`;
  const pair = document.cookie
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(prefix));
  const value = pair ? decodeURIComponent(pair.slice(prefix.length)) : undefined;
  return isLocale(value) ? value : undefined;
}

/**
 * Keeps the visitor's choice for a year, for every page. Readable by the page and sent with every request (the
 * server draws pages and answers in it), so not HttpOnly; Lax, as a top-level visit from a link must carry it.
 */
export function writeLocaleCookie(locale: Locale) {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from browsers we support
  document.cookie = `${LOCALE_COOKIE}=${encodeURIComponent(locale)}; Path=/; Max-Age=${LOCALE_COOKIE_MAX_AGE_SECONDS}; SameSite=Lax${secure}`;
}
