import { Trans } from '@lingui/react/macro';
import { LOCALE_NAMES, type Locale } from '@pathshala/shared/locales';
import { cn } from '@/utils/cn';

/** The `lang` attribute of a locale's text ('hi' for hi-IN): screen readers and fonts read it. */
export const langOf = (locale: Locale) => locale.split('-')[0] ?? locale;

/**
 * The question's language switch, as national exams offer it: names the next language the question is written in,
 * in that language ('हिन्दी', 'English'). Shown only for a question written in more than one.
 */
export function QuestionLanguageToggle({
  languages,
  shown,
  onShow,
  className,
}: {
  languages: readonly Locale[];
  shown: Locale;
  onShow: (locale: Locale) => void;
  className?: string;
}) {
  if (languages.length < 2) return null;
  const next = languages[(languages.indexOf(shown) + 1) % languages.length] ?? languages[0];
  if (!next) return null;
  return (
    <button
      type="button"
      onClick={() => onShow(next)}
      data-testid="question-language-toggle"
      className={cn(
        'inline-flex h-9 items-center gap-1.5 rounded-lg px-3 text-sm font-semibold text-brand-800 ring-1 ring-brand-200 transition-colors hover:bg-brand-50',
        className,
      )}
    >
      <span className="sr-only">
        <Trans>Show this question in</Trans>{' '}
      </span>
      <span lang={langOf(next)}>{LOCALE_NAMES[next]}</span>
    </button>
  );
}
