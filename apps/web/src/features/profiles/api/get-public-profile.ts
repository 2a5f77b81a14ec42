import { PROFILE_PAGE_DATA_ID } from '@pathshala/shared/profile-page';
import { type PublicProfile, ZPublicProfileResponseSchema } from '@pathshala/shared/profiles';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export type { PublicProfile };

/** What the server writes into a profile page (apps/api/src/plugins/web-app.ts): the call's exact answer. */
export interface ProfilePageBlock {
  handle?: string;
  response?: { data?: { profile?: PublicProfile } };
}

let sent: { handle: string; profile: PublicProfile } | undefined;

/** The profile the server sent with this page for this handle, taken once (a later visit asks the API). */
function takeSentWithPage(handle: string): PublicProfile | undefined {
  if (typeof document !== 'undefined') {
    const element = document.getElementById(PROFILE_PAGE_DATA_ID);
    if (element) {
      element.remove();
      try {
        const block = JSON.parse(element.textContent ?? '') as ProfilePageBlock;
        const profile = block.response?.data?.profile;
        if (typeof block.handle === 'string' && profile) sent = { handle: block.handle, profile };
      } catch {
        // A block that does not parse is no block: the page asks the API.
      }
    }
  }
  if (sent?.handle !== handle) return undefined;
  const { profile } = sent;
  sent = undefined;
  return profile;
}

/** GET /api/profiles/{handle} (public): a learner's public profile; 404 for any handle without one. */
export async function getPublicProfile(handle: string): Promise<PublicProfile> {
  const response = await api.get<{ data: { profile: PublicProfile } }>(
    `/api/profiles/${encodeURIComponent(handle)}`,
    { schema: import.meta.env.DEV ? ZPublicProfileResponseSchema : undefined },
  );
  return response.data.profile;
}

export const publicProfileQueryOptions = (handle: string) =>
  queryOptions({
    queryKey: ['public-profiles', handle],
    queryFn: () => getPublicProfile(handle),
    initialData: () => takeSentWithPage(handle),
    retry: false,
  });
