import { type Service, ZGetServicesResponseSchema } from '@pathshala/shared/content';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Already sorted by the server: by index, services without one last (spec §3). */
export async function getServices(): Promise<Service[]> {
  const response = await api.get('/api/services/getServices', {
    schema: import.meta.env.DEV ? ZGetServicesResponseSchema : undefined,
  });
  return response.data;
}

export const getServicesQueryOptions = () => queryOptions({ queryKey: ['services'], queryFn: getServices });

export function useServices() {
  return useQuery(getServicesQueryOptions());
}
