import { type Banner, ZGetBannersResponseSchema } from '@pathshala/shared/content';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export async function getBanners(): Promise<Banner[]> {
  const response = await api.get('/api/banner/getAllBannerImages', {
    schema: import.meta.env.DEV ? ZGetBannersResponseSchema : undefined,
  });
  return response.data.banners;
}

export const getBannersQueryOptions = () => queryOptions({ queryKey: ['banners'], queryFn: getBanners });

export function useBanners() {
  return useQuery(getBannersQueryOptions());
}
