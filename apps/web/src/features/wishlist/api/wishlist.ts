import { ZWishlistResponseSchema, ZWishlistToggleResponseSchema } from '@pathshala/shared/commerce';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const wishlistQueryKey = ['wishlist'] as const;

/** Course ids on the learner's wishlist. */
export async function getWishlist(): Promise<string[]> {
  const response = await api.get('/api/wishlist/getWishlist', {
    schema: import.meta.env.DEV ? ZWishlistResponseSchema : undefined,
  });
  return response.data;
}

/** Keyed by learner, so a different login never sees someone else's hearts. */
export const wishlistQueryOptions = (userId: string | null) =>
  queryOptions({ queryKey: [...wishlistQueryKey, userId ?? 'visitor'], queryFn: getWishlist });

/** Flips the heart on the server; answers whether the course is on the wishlist now. */
export async function toggleWishlist(courseId: string): Promise<boolean> {
  const response = await api.post(`/api/wishlist/toggleWishlist/${encodeURIComponent(courseId)}`, undefined, {
    schema: import.meta.env.DEV ? ZWishlistToggleResponseSchema : undefined,
  });
  return response.data.wishlisted;
}
