import { I18nProvider } from '@lingui/react';
import type { Locale } from '@pathshala/shared/locales';
import type { ReactNode } from 'react';
import { createI18n } from '@/lib/i18n';
import { bundledCatalogue } from '@/locales/catalogues';

/** A component under test in one interface language (English, the source, by default). */
export function WithLocale({ locale = 'en-IN', children }: { locale?: Locale; children: ReactNode }) {
  return <I18nProvider i18n={createI18n(locale, bundledCatalogue(locale))}>{children}</I18nProvider>;
}
