import {
  type PublicProfileSettings,
  type PublicProfileSettingsRequest,
  ZPublicProfileSettingsResponseSchema,
} from '@pathshala/shared/profiles';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

interface SettingsResponse {
  data: { settings: PublicProfileSettings };
}

export const publicProfileSettingsQueryOptions = () =>
  queryOptions({
    queryKey: ['public-profile-settings'],
    queryFn: async () => {
      const response = await api.get<SettingsResponse>('/api/user/publicProfile', {
        schema: import.meta.env.DEV ? ZPublicProfileSettingsResponseSchema : undefined,
      });
      return response.data.settings;
    },
  });

/** POST /api/user/publicProfile: the handle and whether the profile is public. */
export function useSavePublicProfileSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (settings: PublicProfileSettingsRequest) => {
      const response = await api.post<SettingsResponse>('/api/user/publicProfile', settings, {
        schema: import.meta.env.DEV ? ZPublicProfileSettingsResponseSchema : undefined,
      });
      return response.data.settings;
    },
    onSuccess: (settings) => queryClient.setQueryData(publicProfileSettingsQueryOptions().queryKey, settings),
  });
}
