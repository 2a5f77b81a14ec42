import { useLingui } from '@lingui/react';
import { localeFor } from '@pathshala/shared/locales';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useUser } from '@/lib/auth';
import { readLocaleCookie } from '@/lib/locale-cookie';

/**
 * The page follows the language chosen: a signed-in learner's profile (the source of truth: saving Hindi on the
 * profile, or signing in, switches the interface), else the visitor's cookie. A page drawn in another language
 * (by a server that could not know the choice) switches once it is running.
 */
export function useFollowChosenLanguage() {
  const { i18n } = useLingui();
  const queryClient = useQueryClient();
  const { user, isPending } = useUser();
  const signedIn = user !== null;
  const profileLocale = user ? localeFor(user.language) : undefined;

  useEffect(() => {
    if (isPending) return;
    const chosen = signedIn ? profileLocale : readLocaleCookie();
    if (!chosen || chosen === i18n.locale) return;
    // Without its code or catalogue (offline) the page stays as it is drawn; the next page asks again.
    import('./show-locale')
      .then(({ showLocale }) => showLocale(i18n, queryClient, chosen))
      .catch(() => undefined);
  }, [i18n, queryClient, isPending, signedIn, profileLocale]);
}
