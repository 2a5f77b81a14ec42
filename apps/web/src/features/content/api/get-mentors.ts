import { type Mentor, ZGetMentorsResponseSchema } from '@pathshala/shared/content';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export async function getMentors(): Promise<Mentor[]> {
  const response = await api.get('/api/mentors/getMentors', {
    schema: import.meta.env.DEV ? ZGetMentorsResponseSchema : undefined,
  });
  return response.data;
}

export const getMentorsQueryOptions = () => queryOptions({ queryKey: ['mentors'], queryFn: getMentors });

export function useMentors() {
  return useQuery(getMentorsQueryOptions());
}
