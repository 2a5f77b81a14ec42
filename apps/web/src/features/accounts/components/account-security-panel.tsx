import { Trans, useLingui } from '@lingui/react/macro';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { useTranslateText } from '@/hooks/use-translate-text';
import { lazyZodResolver } from '@/lib/lazy-zod-resolver';
import { toast } from '@/lib/toast';
import { useUpdatePassword } from '../api/update-password';
import '../texts';
import { errorMessage } from '../utils/error-message';
import { FormAlert } from './form-alert';
import { PasswordInput } from './password-input';
import { ProfilePanel } from './profile-panel';

const EMPTY = { oldPassword: '', newPassword: '', confirmPassword: '' };

export function AccountSecurityPanel() {
  const { t } = useLingui();
  const shown = useTranslateText();
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
        toast.success(shown(message));
      },
    }),
  );

  return (
    <ProfilePanel
      title={t`Account Security`}
      intro={t`Change your password. You stay signed in here; every other device is signed out.`}
    >
      <form
        noValidate
        aria-label={t`Change password`}
        className="flex max-w-md flex-col gap-5"
        onSubmit={save}
      >
        <PasswordInput
          label={t`Old password`}
          autoComplete="current-password"
          error={shown(errors.oldPassword?.message)}
          {...register('oldPassword')}
        />
        <PasswordInput
          label={t`New password`}
          autoComplete="new-password"
          hint={t`At least 8 characters.`}
          error={shown(errors.newPassword?.message)}
          {...register('newPassword')}
        />
        <PasswordInput
          label={t`Confirm password`}
          autoComplete="new-password"
          error={shown(errors.confirmPassword?.message)}
          {...register('confirmPassword')}
        />
        <Button type="submit" loading={updatePassword.isPending} className="self-start">
          <Trans>Change password</Trans>
        </Button>
        <FormAlert>{updatePassword.isError ? shown(errorMessage(updatePassword.error)) : null}</FormAlert>
      </form>
    </ProfilePanel>
  );
}
