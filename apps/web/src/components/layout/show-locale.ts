import type { I18n } from '@lingui/core';
import type { Locale } from '@pathshala/shared/locales';
import type { QueryClient } from '@tanstack/react-query';
import { userQueryKey } from '@/lib/auth';
import { switchLocale } from '@/lib/i18n';
import { writeLocaleCookie } from '@/lib/locale-cookie';

/** One change of language at a time per page: the last one asked for is the one the page ends in. */
const changes = new WeakMap<I18n, Promise<void>>();

/**
 * Shows the interface in `locale` in place, without a reload: its catalogue is fetched and activated (every text
 * drawn through Lingui redraws, `<html lang>` follows), the choice is kept in the cookie the server reads, and
 * the data the API answered in the old language (course texts…) is fetched again. The session is not: it says
 * nothing in any language. Loaded with the language menu, or when the page must follow a choice.
 */
export function showLocale(i18n: I18n, queryClient: QueryClient, locale: Locale): Promise<void> {
  const change = async () => {
    const changed = i18n.locale !== locale;
    if (changed) await switchLocale(i18n, locale);
    writeLocaleCookie(locale);
    if (changed)
      void queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== userQueryKey[0] });
  };
  const previous = changes.get(i18n) ?? Promise.resolve();
  const next = previous.catch(() => undefined).then(change);
  changes.set(i18n, next);
  return next;
}
