import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { lazyZodResolver } from '@/lib/lazy-zod-resolver';
import { toast } from '@/lib/toast';
import { useUpdatePassword } from '../api/update-password';
import { errorMessage } from '../utils/error-message';
import { FormAlert } from './form-alert';
import { PasswordInput } from './password-input';
import { ProfilePanel } from './profile-panel';

const EMPTY = { oldPassword: '', newPassword: '', confirmPassword: '' };

export function AccountSecurityPanel() {
  const updatePassword = useUpdatePassword();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm({
    resolver: lazyZodResolver(
      async () => (await import('@pathshala/shared/accounts')).ZChangePasswordFormSchema,
    ),
    defaultValues: EMPTY,
  });

  const save = handleSubmit((passwords) =>
    updatePassword.mutate(passwords, {
      onSuccess: (message) => {
        reset(EMPTY);
        toast.success(message);
      },
    }),
  );

  return (
    <ProfilePanel
      title="Account Security"
      intro="Change your password. You stay signed in here; every other device is signed out."
    >
      <form noValidate aria-label="Change password" className="flex max-w-md flex-col gap-5" onSubmit={save}>
        <PasswordInput
          label="Old password"
          autoComplete="current-password"
          error={errors.oldPassword?.message}
          {...register('oldPassword')}
        />
        <PasswordInput
          label="New password"
          autoComplete="new-password"
          hint="At least 8 characters."
          error={errors.newPassword?.message}
          {...register('newPassword')}
        />
        <PasswordInput
          label="Confirm password"
          autoComplete="new-password"
          error={errors.confirmPassword?.message}
          {...register('confirmPassword')}
        />
        <Button type="submit" loading={updatePassword.isPending} className="self-start">
          Change password
        </Button>
        <FormAlert>{updatePassword.isError ? errorMessage(updatePassword.error) : null}</FormAlert>
      </form>
    </ProfilePanel>
  );
}
