import { Trans, useLingui } from '@lingui/react/macro';
import { isLocale, LOCALE_NAMES, SOURCE_LOCALE } from '@pathshala/shared/locales';
import { type ComponentProps, lazy, Suspense, useState } from 'react';
import { ChevronDownIcon, LanguageIcon } from '@/components/ui/icons';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/utils/cn';

export type LanguageSwitcherLayout = 'bar' | 'drawer';

/** Radix's menu with its positioning is more than the rest of the header: it loads on the first approach. */
const loadLanguageMenu = () => import('./language-menu');
const LanguageMenu = lazy(loadLanguageMenu);

const triggerClasses: Record<LanguageSwitcherLayout, string> = {
  bar: 'inline-flex h-10 items-center gap-1.5 rounded-full px-2.5 text-sm font-medium text-slate-600 transition-colors hover:bg-slate-100 hover:text-brand-700 aria-expanded:bg-slate-100 aria-busy:cursor-wait',
  drawer:
    'flex w-full items-center gap-3 rounded-xl px-4 py-3 text-base font-medium text-slate-700 transition-colors hover:bg-slate-100 aria-expanded:bg-slate-100 aria-busy:cursor-wait',
};

interface LanguageTriggerProps extends ComponentProps<'button'> {
  layout: LanguageSwitcherLayout;
  /** Waiting for the menu's code or the chosen language's texts. */
  busy?: boolean;
}

/** The menu's button, showing the language the page is in: the Radix trigger, and its stand-in until then. */
export function LanguageTrigger({ layout, busy = false, className, ...props }: LanguageTriggerProps) {
  const { i18n, t } = useLingui();
  const locale = isLocale(i18n.locale) ? i18n.locale : SOURCE_LOCALE;
  const language = LOCALE_NAMES[locale];
  return (
    <button
      type="button"
      aria-haspopup="menu"
      aria-label={t`Language: ${language}`}
      aria-busy={busy || undefined}
      data-testid={`language-switcher-${layout}`}
      className={cn(triggerClasses[layout], className)}
      {...props}
    >
      <LanguageIcon className={cn('size-5 shrink-0', layout === 'drawer' && 'text-slate-500')} />
      {layout === 'drawer' ? <Trans>Language</Trans> : null}
      {/* In its own language; in the bar from 1280 px (below that the main menu and the account's icons need the room). */}
      <span lang={locale} className={layout === 'drawer' ? 'ml-auto text-slate-500' : 'max-xl:hidden'}>
        {language}
      </span>
      {busy ? (
        <Spinner className="size-4 text-brand-700" />
      ) : (
        <ChevronDownIcon className="size-4 shrink-0 opacity-60 md:max-xl:hidden" />
      )}
    </button>
  );
}

/**
 * The interface's language, for everyone: a menu button in the header (and one in the phone's sidebar) listing
 * each language in its own name. Choosing one switches the page in place (language-menu.tsx).
 */
export function LanguageSwitcher({ layout }: { layout: LanguageSwitcherLayout }) {
  /** Pressed once: from then on the Radix menu is drawn, opened by that press. */
  const [pressed, setPressed] = useState(false);
  const open = () => setPressed(true);
  const standIn = (
    <LanguageTrigger
      layout={layout}
      aria-expanded={false}
      busy={pressed}
      onPointerEnter={() => void loadLanguageMenu()}
      onFocus={() => void loadLanguageMenu()}
      onClick={open}
      onKeyDown={(event) => {
        // A menu button opens on the arrow keys too.
        if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
          event.preventDefault();
          open();
        }
      }}
    />
  );
  if (!pressed) return standIn;
  return (
    <Suspense fallback={standIn}>
      <LanguageMenu layout={layout} />
    </Suspense>
  );
}
