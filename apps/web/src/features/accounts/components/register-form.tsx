import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { lazyZodResolver } from '@/lib/lazy-zod-resolver';
import { useRegister } from '../api/register';
import { errorMessage } from '../utils/error-message';
import { clearSignupPassword, peekSignupPassword } from '../utils/signup-draft';
import { FormAlert } from './form-alert';
import { PasswordInput } from './password-input';

interface RegisterFormProps {
  /** Prefill from the sign-up popup. */
  defaultEmail?: string;
  onSuccess: () => void;
}

export function RegisterForm({ defaultEmail = '', onSuccess }: RegisterFormProps) {
  const registration = useRegister();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({
    resolver: lazyZodResolver(
      async () => (await import('@pathshala/shared/accounts')).ZRegisterRequestSchema,
    ),
    defaultValues: { name: '', email: defaultEmail, mobileNo: '', password: peekSignupPassword() },
  });

  // The popup's password has been read into the form; drop the in-memory copy.
  useEffect(clearSignupPassword, []);

  return (
    <form
      noValidate
      aria-label="Register"
      className="flex flex-col gap-5"
      onSubmit={handleSubmit((details) => registration.mutate(details, { onSuccess }))}
    >
      <Input
        label="Name"
        autoComplete="name"
        placeholder="Your full name"
        error={errors.name?.message}
        {...register('name')}
      />
      <Input
        label="Email"
        type="email"
        autoComplete="email"
        placeholder="you@example.com"
        error={errors.email?.message}
        {...register('email')}
      />
      <Input
        label="Mobile number"
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        maxLength={10}
        placeholder="10-digit mobile number"
        error={errors.mobileNo?.message}
        {...register('mobileNo')}
      />
      <PasswordInput
        label="Password"
        autoComplete="new-password"
        placeholder="At least 8 characters"
        error={errors.password?.message}
        {...register('password')}
      />
      <Button type="submit" size="lg" loading={registration.isPending} className="mt-1 w-full">
        Create account
      </Button>
      <FormAlert>{registration.isError ? errorMessage(registration.error) : null}</FormAlert>
    </form>
  );
}
