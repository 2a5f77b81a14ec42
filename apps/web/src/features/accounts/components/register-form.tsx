import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { useTranslateText } from '@/hooks/use-translate-text';
import { lazyZodResolver } from '@/lib/lazy-zod-resolver';
import { useRegister } from '../api/register';
import '../texts';
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
  const { t } = useLingui();
  const shown = useTranslateText();
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
      aria-label={t`Register`}
      className="flex flex-col gap-5"
      onSubmit={handleSubmit((details) => registration.mutate(details, { onSuccess }))}
    >
      <Input
        label={t`Name`}
        autoComplete="name"
        placeholder={t`Your full name`}
        error={shown(errors.name?.message)}
        {...register('name')}
      />
      <Input
        label={t`Email`}
        type="email"
        autoComplete="email"
        placeholder="you@example.com"
        error={shown(errors.email?.message)}
        {...register('email')}
      />
      <Input
        label={t`Mobile number`}
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        maxLength={10}
        placeholder={t`10-digit mobile number`}
        error={shown(errors.mobileNo?.message)}
        {...register('mobileNo')}
      />
      <PasswordInput
        label={t`Password`}
        autoComplete="new-password"
        placeholder={t`At least 8 characters`}
        error={shown(errors.password?.message)}
        {...register('password')}
      />
      <Button type="submit" size="lg" loading={registration.isPending} className="mt-1 w-full">
        <Trans>Create account</Trans>
      </Button>
      <FormAlert>{registration.isError ? shown(errorMessage(registration.error)) : null}</FormAlert>
    </form>
  );
}
