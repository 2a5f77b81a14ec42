import { type UpdateDetailsRequest, type User, ZUserDataResponseSchema } from '@pathshala/shared/accounts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { setSessionUser } from '@/lib/auth';

/** Only bio and language change; name, email and mobile are read-only (spec §5). 201 on success. */
export async function updateDetails(details: Pick<UpdateDetailsRequest, 'bio' | 'language'>): Promise<User> {
  const response = await api.post('/api/user/updateDetails', details, {
    schema: import.meta.env.DEV ? ZUserDataResponseSchema : undefined,
  });
  return response.data;
}

export function useUpdateDetails() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateDetails,
    onSuccess: (user) => setSessionUser(queryClient, user),
  });
}
