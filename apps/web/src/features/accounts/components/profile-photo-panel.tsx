import { Trans, useLingui } from '@lingui/react/macro';
import type { User } from '@pathshala/shared/accounts';
import { type ChangeEvent, useEffect, useId, useRef, useState } from 'react';
import { ProfilePhoto } from '@/components/profile-photo';
import { Button } from '@/components/ui/button';
import { FieldError } from '@/components/ui/field';
import { CameraIcon } from '@/components/ui/icons';
import { useTranslateText } from '@/hooks/use-translate-text';
import { toast } from '@/lib/toast';
import {
  PROFILE_PHOTO_ACCEPT,
  profilePhotoProblem,
  useUpdateProfilePhoto,
} from '../api/update-profile-photo';
import '../texts';
import { errorMessage } from '../utils/error-message';
import { FormAlert } from './form-alert';
import { ProfilePanel } from './profile-panel';

/** A blob URL for the chosen file, revoked when the file changes or the panel goes away. */
function usePreviewUrl(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file) {
      setUrl(null);
      return;
    }
    const objectUrl = URL.createObjectURL(file);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [file]);
  return url;
}

export function ProfilePhotoPanel({ user }: { user: User }) {
  const { t } = useLingui();
  const shown = useTranslateText();
  const inputId = useId();
  const errorId = `${inputId}-error`;
  const inputRef = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const previewUrl = usePreviewUrl(file);
  const upload = useUpdateProfilePhoto();

  const clearChoice = () => {
    setFile(null);
    if (inputRef.current) inputRef.current.value = '';
  };

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    upload.reset();
    const chosen = event.target.files?.[0] ?? null;
    const found = chosen ? profilePhotoProblem(chosen) : null;
    setProblem(found);
    if (found || !chosen) clearChoice();
    else setFile(chosen);
  };

  const submit = () => {
    if (!file) return;
    upload.mutate(file, {
      onSuccess: () => {
        clearChoice();
        toast.success(t`Profile photo updated successfully`);
      },
    });
  };

  return (
    <ProfilePanel title={t`Photo`} intro={t`Add a nice photo of yourself for your profile.`}>
      <div className="flex flex-col gap-8 sm:flex-row sm:items-start">
        <figure className="flex shrink-0 flex-col items-center gap-3">
          <ProfilePhoto
            src={previewUrl ?? user.profilePhoto}
            alt={previewUrl ? t`Preview of the chosen photo` : t`Your current profile photo`}
            size={160}
            className="size-40 ring-4 ring-brand-100"
          />
          <figcaption className="text-sm text-slate-500">
            {previewUrl ? <Trans>Preview</Trans> : <Trans>Current photo</Trans>}
          </figcaption>
        </figure>
        <div className="flex min-w-0 flex-1 flex-col gap-4">
          <div className="flex flex-col gap-2">
            <label htmlFor={inputId} className="text-sm font-medium text-slate-800">
              <Trans>Choose a photo</Trans>
            </label>
            <p className="text-sm text-slate-500">
              <Trans>JPEG, PNG or WebP, up to 2 MB.</Trans>
            </p>
            <input
              ref={inputRef}
              id={inputId}
              type="file"
              accept={PROFILE_PHOTO_ACCEPT}
              aria-invalid={problem ? true : undefined}
              aria-describedby={problem ? errorId : undefined}
              onChange={choose}
              className="block w-full rounded-xl border border-dashed border-slate-300 bg-slate-50 p-3 text-sm text-slate-600 file:mr-4 file:rounded-lg file:border-0 file:bg-brand-700 file:px-4 file:py-2 file:text-sm file:font-semibold file:text-white hover:file:bg-brand-800"
            />
            <FieldError id={errorId}>{shown(problem)}</FieldError>
          </div>
          <FormAlert>{upload.isError ? shown(errorMessage(upload.error)) : null}</FormAlert>
          <div className="flex flex-wrap gap-3">
            <Button onClick={submit} disabled={!file} loading={upload.isPending}>
              <CameraIcon className="size-4" />
              <Trans>Upload</Trans>
            </Button>
            {file ? (
              <Button variant="outline" onClick={clearChoice} disabled={upload.isPending}>
                <Trans>Cancel</Trans>
              </Button>
            ) : null}
          </div>
        </div>
      </div>
    </ProfilePanel>
  );
}
