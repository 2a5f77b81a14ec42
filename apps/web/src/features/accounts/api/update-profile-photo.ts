import { type User, ZUserDataResponseSchema } from '@pathshala/shared/accounts';
import {
  ACCOUNT_MESSAGES,
  PROFILE_PHOTO_MAX_BYTES,
  PROFILE_PHOTO_TYPES,
} from '@pathshala/shared/accounts-constants';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { setSessionUser } from '@/lib/auth';

export const PROFILE_PHOTO_ACCEPT = PROFILE_PHOTO_TYPES.join(',');

/** The checks the browser can make before uploading; the server repeats them on the bytes. */
export function profilePhotoProblem(file: File): string | null {
  if (!(PROFILE_PHOTO_TYPES as readonly string[]).includes(file.type)) {
    return ACCOUNT_MESSAGES.photoWrongType;
  }
  if (file.size > PROFILE_PHOTO_MAX_BYTES) return ACCOUNT_MESSAGES.photoTooLarge;
  return null;
}

/** Multipart upload, field `profilePhoto`; 201 with the updated learner in `data` (spec §7). */
export async function updateProfilePhoto(photo: File): Promise<User> {
  const form = new FormData();
  form.append('profilePhoto', photo);
  const response = await api.post('/api/user/updateProfilePhoto', form, {
    schema: import.meta.env.DEV ? ZUserDataResponseSchema : undefined,
  });
  return response.data;
}

export function useUpdateProfilePhoto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfilePhoto,
    onSuccess: (user) => setSessionUser(queryClient, user),
  });
}
