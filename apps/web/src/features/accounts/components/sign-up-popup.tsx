import { Trans, useLingui } from '@lingui/react/macro';
import { SIGN_IN_PROVIDER_NAMES } from '@pathshala/shared/accounts-constants';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useLocation, useNavigate } from 'react-router';
import { Logo } from '@/components/logo';
import { Button, buttonClasses } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { paths } from '@/config/paths';
import { useTranslateText } from '@/hooks/use-translate-text';
import { lazyZodResolver } from '@/lib/lazy-zod-resolver';
import { socialSignInUrl, useSocialProviders } from '../api/get-auth-config';
import '../texts';
import { type AuthNavigationState, safeDestination } from '../utils/auth-navigation';
import { holdSignupPassword } from '../utils/signup-draft';
import { PasswordInput } from './password-input';
import { SignUpIllustration } from './sign-up-illustration';
import { PROVIDER_ICONS } from './social-sign-in';

/** The popup's half of the sign-up schema: e-mail and password (the rest is asked on the next screen). */
const signUpStartResolver = lazyZodResolver(async () =>
  (await import('@pathshala/shared/accounts')).ZRegisterRequestSchema.pick({ email: true, password: true }),
);

const socialButton = buttonClasses({ variant: 'outline', size: 'icon' }, 'size-12 rounded-full');

interface SignUpPopupProps {
  open: boolean;
  onClose: () => void;
}

/**
 * Spec §2 "Sign-up popup". Its submit behaviour is not specified: 'Create Account' continues on the
 * register form with the email (navigation state) and password (memory only) filled in; each social button
 * signs up with its provider (only the configured ones are shown). Both come back to the page the popup was
 * opened on.
 */
export function SignUpPopup({ open, onClose }: SignUpPopupProps) {
  const { t } = useLingui();
  const shown = useTranslateText();
  const navigate = useNavigate();
  const location = useLocation();
  const returnTo = safeDestination(location);
  const introId = useId();
  const providers = useSocialProviders();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({
    resolver: signUpStartResolver,
    defaultValues: { email: '', password: '' },
  });

  const continueToRegister = handleSubmit(({ email, password }) => {
    holdSignupPassword(password);
    const state: AuthNavigationState = { tab: 'register', email, ...(returnTo ? { from: returnTo } : {}) };
    onClose();
    navigate(paths.signup, { state });
  });

  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t`Sign up to Pathshala`}
      layout="bare"
      size="wide"
      describedBy={introId}
      data-testid="sign-up-popup"
      className="grid md:grid-cols-[5fr_7fr]"
    >
      <div className="hidden bg-brand-800 md:block">
        <SignUpIllustration className="size-full" />
      </div>
      <div className="flex flex-col px-6 py-8 sm:px-10">
        <Logo className="self-center" />
        <p id={introId} className="mt-4 text-center text-slate-600">
          <Trans>Join us and get more benefits. We promise to keep your data safely.</Trans>
        </p>
        {providers.length > 0 ? (
          <>
            <ul aria-label={t`Sign up with`} className="mt-6 flex justify-center gap-4">
              {providers.map((provider) => {
                const Icon = PROVIDER_ICONS[provider];
                const providerName = SIGN_IN_PROVIDER_NAMES[provider];
                return (
                  <li key={provider}>
                    <a
                      href={socialSignInUrl(provider, 'signup', returnTo)}
                      aria-label={t`Sign up with ${providerName}`}
                      title={t`Sign up with ${providerName}`}
                      className={socialButton}
                    >
                      <Icon className="size-5" />
                    </a>
                  </li>
                );
              })}
            </ul>
            <div className="my-6 flex items-center gap-4 text-sm text-slate-500">
              <span className="h-px flex-1 bg-slate-200" />
              <Trans>or you can</Trans>
              <span className="h-px flex-1 bg-slate-200" />
            </div>
          </>
        ) : (
          <div className="mt-6" />
        )}
        <form
          noValidate
          aria-label={t`Create Account`}
          className="flex flex-col gap-4"
          onSubmit={continueToRegister}
        >
          <Input
            label={t`Email Address`}
            hideLabel
            type="email"
            autoComplete="email"
            placeholder={t`Email Address`}
            error={shown(errors.email?.message)}
            {...register('email')}
          />
          <PasswordInput
            label={t`Password`}
            hideLabel
            autoComplete="new-password"
            placeholder={t`Password`}
            error={shown(errors.password?.message)}
            {...register('password')}
          />
          <Button type="submit" size="lg" className="mt-2 w-full">
            <Trans>Create Account</Trans>
          </Button>
        </form>
        <p className="mt-6 text-center text-sm text-slate-600">
          <Trans>
            Already have an Account?{' '}
            <Link
              to={paths.login}
              onClick={onClose}
              className="font-semibold text-brand-700 underline-offset-4 hover:underline"
            >
              Sign Up
            </Link>
          </Trans>
        </p>
      </div>
    </Dialog>
  );
}
