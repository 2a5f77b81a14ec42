import {
  ZBannersResponseSchema,
  ZCollaboratorsResponseSchema,
  ZMentorsResponseSchema,
  ZPlacementCoursesResponseSchema,
  ZPositionsResponseSchema,
  ZServicesResponseSchema,
  ZTestimonialsResponseSchema,
} from '@pathshala/shared/admin-site-content';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type ResponseParser } from '@/lib/api-client';
import type { SiteContentItems, SiteContentType } from '../utils/site-content-types';

type ListResponse<Type extends SiteContentType> = { data: { items: SiteContentItems[Type][] } };

// Checked against the shared schemas while developing only (ADR 010).
const LIST_SCHEMAS = import.meta.env.DEV
  ? ({
      'placement-courses': ZPlacementCoursesResponseSchema,
      mentors: ZMentorsResponseSchema,
      services: ZServicesResponseSchema,
      testimonials: ZTestimonialsResponseSchema,
      banners: ZBannersResponseSchema,
      collaborators: ZCollaboratorsResponseSchema,
      positions: ZPositionsResponseSchema,
    } satisfies Record<SiteContentType, unknown>)
  : undefined;

export const siteContentQueryKey = (type: SiteContentType) => ['admin', 'site-content', type] as const;

/** Every item of a type, in the order the site shows them (a type holds a few dozen at most). */
export async function getSiteContent<Type extends SiteContentType>(
  type: Type,
): Promise<SiteContentItems[Type][]> {
  const response = await api.get(`/api/admin/${type}`, {
    schema: LIST_SCHEMAS?.[type] as ResponseParser<ListResponse<Type>> | undefined,
  });
  return (response as ListResponse<Type>).data.items;
}

export const siteContentQueryOptions = <Type extends SiteContentType>(type: Type) =>
  queryOptions({ queryKey: siteContentQueryKey(type), queryFn: () => getSiteContent(type) });

export function useSiteContent<Type extends SiteContentType>(type: Type) {
  return useQuery(siteContentQueryOptions(type));
}
