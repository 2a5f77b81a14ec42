import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { paths } from '@/config/paths';
import { lazyZodResolver } from '@/lib/lazy-zod-resolver';
import { useLogin } from '../api/login';
import { errorMessage } from '../utils/error-message';
import { FormAlert } from './form-alert';
import { PasswordInput } from './password-input';

interface LoginFormProps {
  onSuccess: () => void;
}

export function LoginForm({ onSuccess }: LoginFormProps) {
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
      aria-label="Login"
      className="flex flex-col gap-5"
      onSubmit={handleSubmit((credentials) => login.mutate(credentials, { onSuccess }))}
    >
      <Input
        label="Email"
        type="email"
        autoComplete="email"
        placeholder="you@example.com"
        error={errors.email?.message}
        {...register('email')}
      />
      <PasswordInput
        label="Password"
        autoComplete="current-password"
        placeholder="Your password"
        error={errors.password?.message}
        {...register('password')}
      />
      <Link
        to={paths.forgotPassword}
        className="-mt-3 self-end text-sm font-semibold text-brand-700 hover:underline"
      >
        Forgot password?
      </Link>
      <Button type="submit" size="lg" loading={login.isPending} className="mt-1 w-full">
        Login
      </Button>
      <FormAlert>{login.isError ? errorMessage(login.error) : null}</FormAlert>
    </form>
  );
}
