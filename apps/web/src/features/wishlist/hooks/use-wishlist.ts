import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { useUser } from '@/lib/auth';
import { toast } from '@/lib/toast';
import { toggleWishlist, wishlistQueryOptions } from '../api/wishlist';

export const WISHLIST_LOGIN_MESSAGE = 'Please login to save courses to your wishlist.';

/** The learner's wishlist (course ids); nothing is asked for a visitor. */
export function useWishlist() {
  const { user } = useUser();
  return useQuery({ ...wishlistQueryOptions(user?.id ?? null), enabled: user !== null });
}

/**
 * The heart, wherever it is: flips at once and settles on the server's answer. A visitor has no wishlist to
 * save to, so the heart sends them to log in and back here rather than lighting up for nothing.
 */
export function useWishlistToggle() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  const { user } = useUser();
  const { queryKey } = wishlistQueryOptions(user?.id ?? null);

  const mutation = useMutation({
    mutationFn: toggleWishlist,
    onMutate: async (courseId) => {
      await queryClient.cancelQueries({ queryKey });
      const before = queryClient.getQueryData(queryKey);
      const list = before ?? [];
      queryClient.setQueryData(
        queryKey,
        list.includes(courseId) ? list.filter((id) => id !== courseId) : [...list, courseId],
      );
      return { before };
    },
    onSuccess: (wishlisted, courseId) => {
      queryClient.setQueryData(queryKey, (list = []) => [
        ...list.filter((id) => id !== courseId),
        ...(wishlisted ? [courseId] : []),
      ]);
    },
    onError: (error, _courseId, context) => {
      queryClient.setQueryData(queryKey, context?.before);
      console.warn('Could not update the wishlist:', error);
      toast.error('Could not update your wishlist. Please try again.');
    },
  });

  const toggle = (courseId: string) => {
    if (!user) {
      navigate(paths.login, { state: { message: WISHLIST_LOGIN_MESSAGE, from: location } });
      return;
    }
    mutation.mutate(courseId);
  };

  return {
    toggle,
    isPending: mutation.isPending,
    pendingCourseId: mutation.isPending ? mutation.variables : null,
  };
}
