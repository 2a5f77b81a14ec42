import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { ACCOUNT_MESSAGES } from '@pathshala/shared/accounts-constants';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { LogoMark } from '@/components/logo';
import { Tab, TabList, TabPanel, Tabs } from '@/components/ui/tabs';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useTranslateText } from '@/hooks/use-translate-text';
import { FormAlert } from '../components/form-alert';
import { LoginForm } from '../components/login-form';
import { RegisterForm } from '../components/register-form';
import { SocialSignIn } from '../components/social-sign-in';
import '../texts';
import { type AuthNavigationState, readAuthIntent } from '../utils/auth-navigation';

type AuthTab = 'login' | 'register';

/**
 * Errors the social sign-in callback reports through `?error=` (docs/accounts-api.md). The spec's and the API's
 * own words are English strings, declared in ../texts.
 */
const CALLBACK_ERRORS: Record<string, string | MessageDescriptor> = {
  userAlreadyExists: ACCOUNT_MESSAGES.userAlreadyExists,
  google: msg`Google sign-in failed. Please try again.`,
  linkedin: msg`LinkedIn sign-in failed. Please try again.`,
  github: msg`GitHub sign-in failed. Please try again.`,
  unverifiedEmail: msg`That account has no verified e-mail address. Verify your e-mail with the provider, or register with e-mail and password.`,
  // As the API words it when a closed account logs in.
  closed:
    'This account is closed. Contact support@pathshala.in within 14 days of closing it to reinstate it.',
};

/** /login and /signup: one screen; the path or navigation state `{ tab }` selects the tab (spec §2). */
export function AuthRoute() {
  const { t, i18n } = useLingui();
  const shown = useTranslateText();
  const location = useLocation();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const intent = readAuthIntent(location.state, location.search);
  const onSignupPath = location.pathname.toLowerCase().startsWith(paths.signup);
  const tab: AuthTab = intent.tab ?? (onSignupPath ? 'register' : 'login');
  const callbackError = CALLBACK_ERRORS[searchParams.get('error') ?? ''] ?? null;
  useDocumentTitle(tab === 'login' ? t`Login` : t`Register`);

  // Login and register both go back to where the learner was, which resumes any action it names.
  const returnToPage = () => navigate(intent.from ?? paths.home, { replace: true });

  const switchTab = (next: string) => {
    // Keep where the learner came from and why, but let the path choose the tab from now on.
    const state: AuthNavigationState = {
      ...(intent.from ? { from: intent.from } : {}),
      ...(intent.message ? { message: intent.message } : {}),
      ...(intent.email ? { email: intent.email } : {}),
    };
    navigate(next === 'register' ? paths.signup : paths.login, { replace: true, state });
  };

  return (
    <section className="bg-gradient-to-br from-brand-50 via-white to-accent-50 px-4 py-10 md:py-16">
      <div className="mx-auto w-full max-w-md rounded-card bg-white p-6 shadow-card ring-1 ring-slate-200/70 sm:p-8">
        <div className="mb-6 flex flex-col items-center gap-3 text-center">
          <LogoMark className="size-12" />
          <h1 className="text-2xl font-extrabold tracking-tight">
            {tab === 'login' ? <Trans>Welcome back</Trans> : <Trans>Create your account</Trans>}
          </h1>
          <p className="text-sm text-slate-600">
            {tab === 'login' ? (
              <Trans>Log in to continue your courses, cart and wishlist.</Trans>
            ) : (
              <Trans>Join Pathshala to buy courses, track your progress and get placement-ready.</Trans>
            )}
          </p>
        </div>
        <Tabs value={tab} onValueChange={switchTab}>
          <TabList aria-label={t`Login or register`} className="grid grid-cols-2 rounded-xl bg-slate-100 p-1">
            <Tab value="login">
              <Trans>Login</Trans>
            </Tab>
            <Tab value="register">
              <Trans>Register</Trans>
            </Tab>
          </TabList>
          <FormAlert className="mt-6">
            {typeof callbackError === 'string'
              ? shown(callbackError)
              : callbackError && i18n._(callbackError)}
          </FormAlert>
          <TabPanel value="login" className="mt-6 rounded-lg">
            <FormAlert tone="info" className="mb-5">
              {shown(intent.message)}
            </FormAlert>
            <LoginForm onSuccess={returnToPage} />
            <SocialSignIn redirect="login" returnTo={intent.from} />
          </TabPanel>
          <TabPanel value="register" className="mt-6 rounded-lg">
            <RegisterForm defaultEmail={intent.email} onSuccess={returnToPage} />
            <SocialSignIn redirect="signup" returnTo={intent.from} />
          </TabPanel>
        </Tabs>
      </div>
    </section>
  );
}
