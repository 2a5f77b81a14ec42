import { Trans, useLingui } from '@lingui/react/macro';
import type { User } from '@pathshala/shared/accounts';
import { LANGUAGES } from '@pathshala/shared/accounts-constants';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { useTranslateText } from '@/hooks/use-translate-text';
import { lazyZodResolver } from '@/lib/lazy-zod-resolver';
import { toast } from '@/lib/toast';
import { useUpdateDetails } from '../api/update-details';
import '../texts';
import { errorMessage } from '../utils/error-message';
import { FormAlert } from './form-alert';
import { ProfilePanel } from './profile-panel';

const BIO_MAX_LENGTH = 500;

const LANGUAGE_OPTIONS = LANGUAGES.map(({ value, label }) => ({ value, label }));

const editableDetails = (user: User) => ({ bio: user.bio, language: user.language });

/** Spec §2/§4 Profile: read-only, then Edit, then Save Changes or Cancel; only bio and language change. */
export function ProfileDetailsPanel({ user }: { user: User }) {
  const { t } = useLingui();
  const shown = useTranslateText();
  const [editing, setEditing] = useState(false);
  const updateDetails = useUpdateDetails();
  const {
    register,
    handleSubmit,
    reset,
    watch,
    formState: { errors },
  } = useForm({
    resolver: lazyZodResolver(async () =>
      (await import('@pathshala/shared/accounts')).ZUpdateDetailsRequestSchema.pick({
        bio: true,
        language: true,
      }),
    ),
    defaultValues: editableDetails(user),
  });
  const bioLength = watch('bio')?.length ?? 0;

  const cancel = () => {
    reset(editableDetails(user));
    updateDetails.reset();
    setEditing(false);
  };

  const save = handleSubmit((details) =>
    updateDetails.mutate(details, {
      onSuccess: (updated) => {
        reset(editableDetails(updated));
        setEditing(false);
        toast.success(t`Profile updated successfully`);
      },
    }),
  );

  return (
    <ProfilePanel title={t`Profile`} intro={t`Your details as other learners and mentors see them.`}>
      <form noValidate aria-label={t`Profile details`} className="flex flex-col gap-6" onSubmit={save}>
        <div className="grid gap-6 sm:grid-cols-2">
          <Input label={t`Name`} value={user.name} readOnly containerClassName="sm:col-span-2" />
          <Input label={t`Email`} type="email" value={user.email} readOnly />
          <Input label={t`Mobile number`} type="tel" value={user.mobileNo} readOnly />
          <p className="-mt-3 text-sm text-slate-500 sm:col-span-2">
            <Trans>Name, email and mobile number cannot be changed.</Trans>
          </p>
        </div>
        <Textarea
          label={t`Bio`}
          placeholder={t`Tell us about yourself: what you study, what you want to build…`}
          readOnly={!editing}
          maxLength={BIO_MAX_LENGTH}
          counter={editing ? `${bioLength}/${BIO_MAX_LENGTH}` : undefined}
          error={shown(errors.bio?.message)}
          {...register('bio')}
        />
        <Select
          label={t`Language`}
          options={LANGUAGE_OPTIONS}
          disabled={!editing}
          error={shown(errors.language?.message)}
          containerClassName="sm:max-w-xs"
          {...register('language')}
        />
        <FormAlert>{updateDetails.isError ? shown(errorMessage(updateDetails.error)) : null}</FormAlert>
        <div className="flex flex-wrap gap-3">
          {editing ? (
            <>
              {/* Keyed apart from Edit: reusing that <button> as the submit button would submit on the Edit click. */}
              <Button key="save" type="submit" loading={updateDetails.isPending}>
                <Trans>Save Changes</Trans>
              </Button>
              <Button key="cancel" variant="outline" onClick={cancel} disabled={updateDetails.isPending}>
                <Trans>Cancel</Trans>
              </Button>
            </>
          ) : (
            <Button key="edit" variant="outline" onClick={() => setEditing(true)}>
              <Trans>Edit</Trans>
            </Button>
          )}
        </div>
      </form>
    </ProfilePanel>
  );
}
