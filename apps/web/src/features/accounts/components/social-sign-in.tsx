import { Trans } from '@lingui/react/macro';
import { SIGN_IN_PROVIDER_NAMES, type SignInProvider } from '@pathshala/shared/accounts-constants';
import type { ComponentType } from 'react';
import { buttonClasses } from '@/components/ui/button';
import { GitHubIcon, GoogleIcon, LinkedInIcon } from '@/components/ui/icons';
import { socialSignInUrl, useSocialProviders } from '../api/get-auth-config';

export const PROVIDER_ICONS: Record<SignInProvider, ComponentType<{ className?: string }>> = {
  google: GoogleIcon,
  linkedin: ({ className }) => <LinkedInIcon className={`${className ?? ''} text-[#0a66c2]`} />,
  github: ({ className }) => <GitHubIcon className={`${className ?? ''} text-slate-900`} />,
};

interface SocialSignInProps {
  redirect: 'login' | 'signup';
  /** Where to come back to after signing in (a same-site path). */
  returnTo: string | null;
}

/** "Continue with …" for each configured provider; nothing when none is. */
export function SocialSignIn({ redirect, returnTo }: SocialSignInProps) {
  const providers = useSocialProviders();
  if (providers.length === 0) return null;
  return (
    <div className="mt-6">
      <div className="flex items-center gap-4 text-sm text-slate-500">
        <span className="h-px flex-1 bg-slate-200" />
        <Trans>or</Trans>
        <span className="h-px flex-1 bg-slate-200" />
      </div>
      <ul className="mt-6 flex flex-col gap-3">
        {providers.map((provider) => {
          const Icon = PROVIDER_ICONS[provider];
          const providerName = SIGN_IN_PROVIDER_NAMES[provider];
          return (
            <li key={provider}>
              {/* A plain link: the API answers with a redirect to the provider. */}
              <a
                href={socialSignInUrl(provider, redirect, returnTo)}
                className={buttonClasses({ variant: 'outline' }, 'w-full')}
              >
                <Icon className="size-5" />
                <Trans>Continue with {providerName}</Trans>
              </a>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
