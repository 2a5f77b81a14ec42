import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { LogoMark } from '@/components/logo';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useTranslateText } from '@/hooks/use-translate-text';
import { lazyZodResolver } from '@/lib/lazy-zod-resolver';
import { toast } from '@/lib/toast';
import { useRequestPasswordReset, useResetPassword } from '../api/password-reset';
import { FormAlert } from '../components/form-alert';
import { PasswordInput } from '../components/password-input';
import '../texts';
import { errorMessage } from '../utils/error-message';

function AuthCard({ title, intro, children }: { title: string; intro: string; children: ReactNode }) {
  return (
    <section className="bg-gradient-to-br from-brand-50 via-white to-accent-50 px-4 py-10 md:py-16">
      <div className="mx-auto w-full max-w-md rounded-card bg-white p-6 shadow-card ring-1 ring-slate-200/70 sm:p-8">
        <div className="mb-6 flex flex-col items-center gap-3 text-center">
          <LogoMark className="size-12" />
          <h1 className="text-2xl font-extrabold tracking-tight">{title}</h1>
          <p className="text-sm text-slate-600">{intro}</p>
        </div>
        {children}
        <p className="mt-6 text-center text-sm text-slate-600">
          <Trans>
            Remembered it?{' '}
            <Link to={paths.login} className="font-semibold text-brand-700 hover:underline">
              Back to login
            </Link>
          </Trans>
        </p>
      </div>
    </section>
  );
}

/** /forgot-password: asks for a reset link; the answer is the same whether or not the address has an account. */
export function ForgotPasswordRoute() {
  const { t } = useLingui();
  const shown = useTranslateText();
  useDocumentTitle(t`Forgot password`);
  const request = useRequestPasswordReset();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({
    resolver: lazyZodResolver(
      async () => (await import('@pathshala/shared/accounts')).ZForgotPasswordRequestSchema,
    ),
    defaultValues: { email: '' },
  });

  return (
    <AuthCard
      title={t`Forgot your password?`}
      intro={t`Enter your e-mail and we will send you a link to choose a new one.`}
    >
      {request.isSuccess ? (
        <p
          role="status"
          className="rounded-xl bg-green-50 p-4 text-sm text-green-800"
          data-testid="reset-link-sent"
        >
          {shown(request.data)} <Trans>The link works once, for 30 minutes.</Trans>
        </p>
      ) : (
        <form
          noValidate
          aria-label={t`Forgot password`}
          className="flex flex-col gap-5"
          onSubmit={handleSubmit((input) => request.mutate(input))}
        >
          <Input
            label={t`Email`}
            type="email"
            autoComplete="email"
            placeholder="you@example.com"
            error={shown(errors.email?.message)}
            {...register('email')}
          />
          <Button type="submit" size="lg" loading={request.isPending} className="w-full">
            <Trans>Send reset link</Trans>
          </Button>
          <FormAlert>{request.isError ? shown(errorMessage(request.error)) : null}</FormAlert>
        </form>
      )}
    </AuthCard>
  );
}

/** /reset-password?code=…: the link from the e-mail; a new password ends every session, then the learner logs in. */
export function ResetPasswordRoute() {
  const { t } = useLingui();
  const shown = useTranslateText();
  useDocumentTitle(t`Choose a new password`);
  const [searchParams] = useSearchParams();
  const token = searchParams.get('code') ?? '';
  const navigate = useNavigate();
  const reset = useResetPassword();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({
    resolver: lazyZodResolver(
      async () => (await import('@pathshala/shared/accounts')).ZResetPasswordFormSchema,
    ),
    defaultValues: { newPassword: '', confirmPassword: '' },
  });

  return (
    <AuthCard title={t`Choose a new password`} intro={t`Pick a password of at least 8 characters.`}>
      <form
        noValidate
        aria-label={t`Reset password`}
        className="flex flex-col gap-5"
        onSubmit={handleSubmit(({ newPassword }) =>
          reset.mutate(
            { token, newPassword },
            {
              onSuccess: (message) => {
                toast.success(shown(message));
                navigate(paths.login, { replace: true });
              },
            },
          ),
        )}
      >
        <PasswordInput
          label={t`New password`}
          autoComplete="new-password"
          error={shown(errors.newPassword?.message)}
          {...register('newPassword')}
        />
        <PasswordInput
          label={t`Confirm password`}
          autoComplete="new-password"
          error={shown(errors.confirmPassword?.message)}
          {...register('confirmPassword')}
        />
        <Button type="submit" size="lg" loading={reset.isPending} className="w-full">
          <Trans>Set new password</Trans>
        </Button>
        <FormAlert>
          {reset.isError ? (
            <>
              {shown(errorMessage(reset.error))}{' '}
              <Link to={paths.forgotPassword} className="font-semibold underline">
                <Trans>Ask for a new link</Trans>
              </Link>
            </>
          ) : null}
        </FormAlert>
      </form>
    </AuthCard>
  );
}
