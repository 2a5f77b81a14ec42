import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { SiteContentType } from '../utils/site-content-types';

/**
 * Where a new item is created: mentors and services by the spec's own calls (createMentor, createService), every
 * other type by the console's. Each answers 201 with the item.
 */
const CREATE_PATH: Record<SiteContentType, string> = {
  'placement-courses': '/api/admin/placement-courses',
  mentors: '/api/mentor/createMentor',
  services: '/api/services/createService',
  testimonials: '/api/admin/testimonials',
  banners: '/api/admin/banners',
  collaborators: '/api/admin/collaborators',
  positions: '/api/admin/positions',
};

interface CreateSiteContentInput {
  type: SiteContentType;
  /** The create schema's fields of the type (checked by the form with the same schema). */
  fields: Record<string, unknown>;
}

/** 201; 409 past the 500 items a type holds. */
export async function createSiteContent({ type, fields }: CreateSiteContentInput): Promise<unknown> {
  const response = await api.post<{ data: unknown }>(CREATE_PATH[type], fields);
  return response.data;
}

export function useCreateSiteContent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSiteContent,
    // The type's list and the audit log.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
  });
}
