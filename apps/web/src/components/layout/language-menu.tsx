import { useLingui } from '@lingui/react/macro';
import { LANGUAGES } from '@pathshala/shared/accounts-constants';
import { isLocale, LOCALE_NAMES, LOCALES, type Locale, localeFor } from '@pathshala/shared/locales';
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { CheckIcon } from '@/components/ui/icons';
import { useUpdateDetails } from '@/features/accounts/api/update-details';
import { useUser } from '@/lib/auth';
import { toast } from '@/lib/toast';
import { type LanguageSwitcherLayout, LanguageTrigger } from './language-switcher';
import { showLocale } from './show-locale';

/** The profile's stored value for an interface language ('en-US' is English's, the spec's default). */
const profileLanguageFor = (locale: Locale) =>
  LANGUAGES.find(({ value }) => localeFor(value) === locale)?.value ?? locale;

/**
 * Switching: a signed-in learner's profile holds their language (the server draws their pages in it), so it is
 * saved first; the interface then switches in place, the cookie keeps the choice for this browser, and the data
 * the API answered in the old language is fetched again.
 */
function useChooseLanguage() {
  const { i18n, t } = useLingui();
  const queryClient = useQueryClient();
  const { user } = useUser();
  const updateDetails = useUpdateDetails();
  const [pending, setPending] = useState(false);

  const choose = async (locale: Locale) => {
    setPending(true);
    try {
      const language = profileLanguageFor(locale);
      if (user && user.language !== language) await updateDetails.mutateAsync({ bio: user.bio, language });
      await showLocale(i18n, queryClient, locale);
    } catch {
      toast.error(t`The language could not be changed. Please try again.`);
    } finally {
      setPending(false);
    }
  };
  return { choose, pending };
}

/**
 * The language menu (Radix DropdownMenu, radio items): arrow keys, Home and End move through the languages,
 * Escape closes it and returns to the button. Drawn from the first press on its stand-in, which it opens with.
 * Not modal (a modal menu locks the page's scroll with a <style> element, which the CSP refuses) and not
 * portalled: in the phone's sidebar it stays inside the dialog's focus trap.
 */
export default function LanguageMenu({ layout }: { layout: LanguageSwitcherLayout }) {
  const { i18n } = useLingui();
  const [open, setOpen] = useState(true);
  const { choose, pending } = useChooseLanguage();
  const current = isLocale(i18n.locale) ? i18n.locale : undefined;

  return (
    <DropdownMenu.Root open={open} onOpenChange={setOpen} modal={false}>
      <DropdownMenu.Trigger asChild>
        <LanguageTrigger layout={layout} busy={pending} />
      </DropdownMenu.Trigger>
      <DropdownMenu.Content
        align={layout === 'drawer' ? 'start' : 'end'}
        sideOffset={6}
        collisionPadding={16}
        data-testid="language-menu"
        className="z-50 min-w-44 rounded-xl bg-white p-1 shadow-overlay ring-1 ring-slate-200 outline-none motion-safe:animate-fade-in"
      >
        <DropdownMenu.RadioGroup value={current}>
          {LOCALES.map((locale) => (
            <DropdownMenu.RadioItem
              key={locale}
              value={locale}
              lang={locale}
              // On every choice, the page's own language too: a page drawn in it from the browser's settings
              // becomes the visitor's kept choice.
              onSelect={() => void choose(locale)}
              className="flex w-full cursor-default items-center gap-2 rounded-lg px-3 py-2.5 text-left text-sm font-medium text-slate-700 outline-none select-none data-[highlighted]:bg-slate-100 data-[state=checked]:text-brand-700"
            >
              <CheckIcon
                className={
                  locale === current ? 'size-4 shrink-0 text-brand-700' : 'invisible size-4 shrink-0'
                }
              />
              {LOCALE_NAMES[locale]}
            </DropdownMenu.RadioItem>
          ))}
        </DropdownMenu.RadioGroup>
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  );
}
