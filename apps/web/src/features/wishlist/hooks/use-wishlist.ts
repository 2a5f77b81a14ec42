import { useLingui } from '@lingui/react/macro';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { useUser } from '@/lib/auth';
import { toast } from '@/lib/toast';
import { toggleWishlist, wishlistQueryOptions } from '../api/wishlist';

/** English in the navigation state; the login screen shows it in the reader's language (accounts/texts.ts). */
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
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  const { knownUser } = useUser();

  // The learner's id travels with each toggle: a heart clicked while the session check is on its way learns it
  // then, after this render was made.
  const mutation = useMutation({
    mutationFn: ({ courseId }: { courseId: string; userId: string }) => toggleWishlist(courseId),
    onMutate: async ({ courseId, userId }) => {
      const { queryKey } = wishlistQueryOptions(userId);
      await queryClient.cancelQueries({ queryKey });
      const before = queryClient.getQueryData(queryKey);
      const list = before ?? [];
      queryClient.setQueryData(
        queryKey,
        list.includes(courseId) ? list.filter((id) => id !== courseId) : [...list, courseId],
      );
      return { before, queryKey };
    },
    onSuccess: (wishlisted, { courseId, userId }) => {
      queryClient.setQueryData(wishlistQueryOptions(userId).queryKey, (list = []) => [
        ...list.filter((id) => id !== courseId),
        ...(wishlisted ? [courseId] : []),
      ]);
    },
    onError: (error, _toggled, context) => {
      if (context) queryClient.setQueryData(context.queryKey, context.before);
      console.warn('Could not update the wishlist:', error);
      toast.error(t`Could not update your wishlist. Please try again.`);
    },
  });

  const toggle = async (courseId: string) => {
    const user = await knownUser();
    if (!user) {
      navigate(paths.login, { state: { message: WISHLIST_LOGIN_MESSAGE, from: location } });
      return;
    }
    mutation.mutate({ courseId, userId: user.id });
  };

  return {
    toggle,
    isPending: mutation.isPending,
    pendingCourseId: mutation.isPending ? mutation.variables?.courseId : null,
  };
}
