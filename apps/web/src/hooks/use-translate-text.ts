import { useLingui } from '@lingui/react';
import { translateText } from '@/lib/i18n';

interface TranslateText {
  (text: string): string;
  (text: string | null | undefined): string | null;
}

/**
 * For a text that reaches a component as English (a validation message from a shared schema, an API's
 * `message`): the reader's language when a feature has declared it (`declareTexts`), as it came otherwise.
 * Nothing stays nothing, so `error={shown(errors.email?.message)}` draws no empty error line.
 */
export function useTranslateText(): TranslateText {
  const { i18n } = useLingui();
  return ((text: string | null | undefined) =>
    text ? translateText(i18n, text) : (text ?? null)) as TranslateText;
}
