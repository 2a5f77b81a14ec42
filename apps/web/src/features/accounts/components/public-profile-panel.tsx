import { Trans, useLingui } from '@lingui/react/macro';
import type { PublicProfileSettings } from '@pathshala/shared/profiles';
import { PROFILE_HANDLE_MAX, publicProfilePath } from '@pathshala/shared/profiles-constants';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { ExternalLinkIcon } from '@/components/ui/icons';
import { Input } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { useTranslateText } from '@/hooks/use-translate-text';
import { lazyZodResolver } from '@/lib/lazy-zod-resolver';
import { toast } from '@/lib/toast';
import {
  publicProfileSettingsQueryOptions,
  useSavePublicProfileSettings,
} from '../api/public-profile-settings';
import '../texts';
import { errorMessage } from '../utils/error-message';
import { FormAlert } from './form-alert';
import { ProfilePanel } from './profile-panel';

const formValues = (settings: PublicProfileSettings) => ({
  handle: settings.handle ?? '',
  enabled: settings.enabled,
});

/** The public address, with a button that copies it. */
function PublicUrl({ url, handle }: { url: string; handle: string }) {
  const { t } = useLingui();
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), 2000);
    return () => clearTimeout(timer);
  }, [copied]);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
    } catch {
      toast.error(t`Could not copy the link. Please select it and copy it yourself.`);
    }
  };
  return (
    <div className="flex flex-col gap-2 rounded-card border border-emerald-200 bg-emerald-50 p-4">
      <p className="text-sm font-semibold text-emerald-900">
        <Trans>Your profile is public at</Trans>
      </p>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <output
          data-testid="public-profile-url"
          className="min-w-0 flex-1 rounded-lg bg-white px-3 py-2 font-mono text-sm break-all text-slate-800 ring-1 ring-emerald-200"
        >
          {url}
        </output>
        <div className="flex shrink-0 gap-2">
          <Button variant="outline" onClick={copy}>
            {copied ? <Trans>Copied</Trans> : <Trans>Copy link</Trans>}
          </Button>
          <Link
            to={publicProfilePath(handle)}
            target="_blank"
            className="inline-flex items-center gap-1 self-center text-sm font-semibold text-brand-700 underline-offset-4 hover:underline"
          >
            <Trans>Open</Trans>
            <ExternalLinkIcon className="size-4" />
            <span className="sr-only">
              <Trans>(opens in a new tab)</Trans>
            </span>
          </Link>
        </div>
      </div>
      <p aria-live="polite" className="sr-only">
        {copied ? t`Link copied` : ''}
      </p>
    </div>
  );
}

function PublicProfileForm({ settings }: { settings: PublicProfileSettings }) {
  const { t } = useLingui();
  const shown = useTranslateText();
  const save = useSavePublicProfileSettings();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isDirty },
  } = useForm({
    resolver: lazyZodResolver(
      async () => (await import('@pathshala/shared/profiles')).ZPublicProfileSettingsRequestSchema,
    ),
    defaultValues: formValues(settings),
  });

  const submit = handleSubmit((values) =>
    save.mutate(values, {
      onSuccess: (saved) => {
        reset(formValues(saved));
        toast.success(saved.enabled ? t`Your profile is public` : t`Your profile is private`);
      },
    }),
  );

  return (
    <form noValidate aria-label={t`Public profile`} className="flex flex-col gap-6" onSubmit={submit}>
      <Input
        label={t`Handle`}
        // i18n-ignore an example handle: handles are Latin letters, digits and hyphens in every language
        placeholder="asha-verma"
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        maxLength={PROFILE_HANDLE_MAX}
        hint={t`Lowercase letters, digits and hyphens; your page will be at /u/your-handle.`}
        error={shown(errors.handle?.message)}
        containerClassName="sm:max-w-md"
        {...register('handle')}
      />
      <Checkbox
        role="switch"
        label={t`Show my public profile`}
        hint={t`Off by default. When on, anyone with the link sees your name, photo, bio, certificates and best mock-test scores — never your e-mail or phone number.`}
        error={shown(errors.enabled?.message)}
        {...register('enabled')}
      />
      <FormAlert>{save.isError ? shown(errorMessage(save.error)) : null}</FormAlert>
      <div className="flex flex-wrap gap-3">
        <Button type="submit" loading={save.isPending} disabled={!isDirty && !save.isError}>
          <Trans>Save</Trans>
        </Button>
      </div>
      {settings.enabled && settings.url && settings.handle ? (
        <PublicUrl url={settings.url} handle={settings.handle} />
      ) : null}
    </form>
  );
}

/** The learner's public page: a handle, and a switch that is off until the learner turns it on. */
export function PublicProfilePanel() {
  const { t } = useLingui();
  const shown = useTranslateText();
  const settings = useQuery(publicProfileSettingsQueryOptions());
  return (
    <ProfilePanel
      title={t`Public profile`}
      intro={t`A page to share with employers: your certificates and mock-test bests. Your bio comes from Profile.`}
    >
      {settings.data ? (
        <PublicProfileForm settings={settings.data} />
      ) : settings.isError ? (
        <FormAlert>{shown(errorMessage(settings.error))}</FormAlert>
      ) : (
        <div className="flex flex-col gap-4" aria-busy="true">
          <Skeleton className="h-10 w-full max-w-md" />
          <Skeleton className="h-6 w-64" />
        </div>
      )}
    </ProfilePanel>
  );
}
