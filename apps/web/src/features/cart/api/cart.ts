import { type CartItem, ZCartChangeResponseSchema, ZCartResponseSchema } from '@pathshala/shared/commerce';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useUser } from '@/lib/auth';

/** The header badge, the cart page and the course panel all read this one query. */
export const cartQueryKey = ['cart'] as const;

export async function getCartItems(): Promise<CartItem[]> {
  const response = await api.get('/api/cart/getCartItems', {
    schema: import.meta.env.DEV ? ZCartResponseSchema : undefined,
  });
  return response.data;
}

export const cartQueryOptions = () => queryOptions({ queryKey: cartQueryKey, queryFn: getCartItems });

/** Only for a logged-in learner; a visitor has no cart. */
export function useCart() {
  const { isLoggedIn } = useUser();
  return useQuery({ ...cartQueryOptions(), enabled: isLoggedIn });
}

/** Both answer with the cart as it is afterwards. */
export async function addToCart(courseId: string): Promise<CartItem[]> {
  const response = await api.post(
    '/api/cart/addToCart',
    { courseId },
    { schema: import.meta.env.DEV ? ZCartChangeResponseSchema : undefined },
  );
  return response.data;
}

export async function removeFromCart(courseId: string): Promise<CartItem[]> {
  const response = await api.post(
    '/api/cart/removeFromCart',
    { courseId },
    { schema: import.meta.env.DEV ? ZCartChangeResponseSchema : undefined },
  );
  return response.data;
}
