import { type Collaborator, ZGetCollaboratorsResponseSchema } from '@pathshala/shared/content';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export async function getCollaborators(): Promise<Collaborator[]> {
  const response = await api.get('/api/collaborators/getCollaborators', {
    schema: import.meta.env.DEV ? ZGetCollaboratorsResponseSchema : undefined,
  });
  return response.data;
}

export const getCollaboratorsQueryOptions = () =>
  queryOptions({ queryKey: ['collaborators'], queryFn: getCollaborators });

export function useCollaborators() {
  return useQuery(getCollaboratorsQueryOptions());
}
