import { Trans, useLingui } from '@lingui/react/macro';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { paths } from '@/config/paths';
import { useTranslateText } from '@/hooks/use-translate-text';
import { lazyZodResolver } from '@/lib/lazy-zod-resolver';
import { useLogin } from '../api/login';
import '../texts';
import { errorMessage } from '../utils/error-message';
import { FormAlert } from './form-alert';
import { PasswordInput } from './password-input';

interface LoginFormProps {
  onSuccess: () => void;
}

export function LoginForm({ onSuccess }: LoginFormProps) {
  const { t } = useLingui();
  const shown = useTranslateText();
  const login = useLogin();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({
    resolver: lazyZodResolver(async () => (await import('@pathshala/shared/accounts')).ZLoginRequestSchema),
    defaultValues: { email: '', password: '' },
  });

  return (
    <form
      noValidate
      aria-label={t`Login`}
      className="flex flex-col gap-5"
      onSubmit={handleSubmit((credentials) => login.mutate(credentials, { onSuccess }))}
    >
      <Input
        label={t`Email`}
        type="email"
        autoComplete="email"
        placeholder="you@example.com"
        error={shown(errors.email?.message)}
        {...register('email')}
      />
      <PasswordInput
        label={t`Password`}
        autoComplete="current-password"
        placeholder={t`Your password`}
        error={shown(errors.password?.message)}
        {...register('password')}
      />
      <Link
        to={paths.forgotPassword}
        className="-mt-3 self-end text-sm font-semibold text-brand-700 hover:underline"
      >
        <Trans>Forgot password?</Trans>
      </Link>
      <Button type="submit" size="lg" loading={login.isPending} className="mt-1 w-full">
        <Trans>Login</Trans>
      </Button>
      <FormAlert>{login.isError ? shown(errorMessage(login.error)) : null}</FormAlert>
    </form>
  );
}
