import type { Review } from '@pathshala/shared/catalogue';
import type { MyReviewResponse } from '@pathshala/shared/reviews';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { userQueryKey } from '@/lib/auth';
import { WithLocale } from '@/testing/i18n';
import { myReviewKey } from '../api/my-review';
import { CourseReviews } from './course-reviews';

const COURSE = '5b0f7c1e-1d1f-4c77-9a0e-1f3d2c4b5a69';
const ATTACKS = [
  '<script>window.pwned = 1</script>',
  '<img src=x onerror="window.pwned = 1">',
  '<a href="javascript:window.pwned = 1">click</a> [link](javascript:alert(1))',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">open</a>',
];

const review = (index: number, overrides: Partial<Review> = {}): Review => ({
  _id: `r${index}`,
  name: `Learner ${index}`,
  comment: `Comment ${index}`,
  rating: 4,
  updatedAt: '2025-04-10T06:30:00.000Z',
  date: '2025-04-10',
  reply: null,
  repliedAt: null,
  ...overrides,
});

function renderReviews(reviews: Review[], mine?: MyReviewResponse['data']) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
  queryClient.setQueryData(['courses', COURSE, 'reviews'], reviews);
  queryClient.setQueryData(userQueryKey, mine ? { _id: 'u1', id: 'u1', name: 'Asha Verma' } : null);
  if (mine) queryClient.setQueryData(myReviewKey(COURSE), mine);
  return render(
    <WithLocale>
      <QueryClientProvider client={queryClient}>
        <CourseReviews courseId={COURSE} />
      </QueryClientProvider>
    </WithLocale>,
  );
}

describe('course reviews', () => {
  it('prints comments and replies holding markup as plain text, with no element or link made of them', () => {
    const attack = ATTACKS.join('\n');
    const { container } = renderReviews([
      review(1, { comment: attack, reply: attack }),
      review(2, { name: 'Former learner' }),
    ]);
    const [first] = screen.getAllByTestId('review');
    expect(within(first as HTMLElement).getByTestId('review-comment').textContent).toBe(attack);
    expect(within(first as HTMLElement).getByTestId('review-reply')).toHaveTextContent('<script>');
    expect(container.querySelector('script, img, a, iframe, object')).toBeNull();
    expect(container.querySelector('[onerror]')).toBeNull();
    expect((window as { pwned?: number }).pwned).toBeUndefined();
    expect(screen.getByText("Instructor's reply")).toBeInTheDocument();
    expect(screen.getAllByTestId('review-name').map((name) => name.textContent)).toEqual([
      'Learner 1',
      'Former learner',
    ]);
  });

  it('pages 3 at a time', () => {
    renderReviews([1, 2, 3, 4].map((index) => review(index)));
    expect(screen.getAllByTestId('review')).toHaveLength(3);
    fireEvent.click(screen.getByTestId('reviews-next'));
    expect(screen.getAllByTestId('review')).toHaveLength(1);
  });

  it('offers a learner who may review a form with the stars as a radio group', async () => {
    renderReviews([], { review: null, canReview: true, reason: null });
    expect(screen.getByRole('heading', { name: 'Write a review' })).toBeInTheDocument();
    // The form loads after the list, for a learner who may review.
    const stars = await screen.findByRole('radiogroup', { name: 'Your rating' });
    expect(within(stars).getAllByRole('radio')).toHaveLength(5);
    fireEvent.click(within(stars).getByRole('radio', { name: '4 of 5 stars' }));
    expect(within(stars).getByRole('radio', { name: '4 of 5 stars' })).toBeChecked();
    fireEvent.click(screen.getByRole('button', { name: 'Post review' }));
    expect(screen.getByText('Write a few words about the course.')).toBeInTheDocument();
  });

  it("shows the learner's own review, its reply as text, with Edit and Delete", async () => {
    renderReviews([], {
      review: {
        id: 'r9',
        courseId: COURSE,
        rating: 5,
        comment: ATTACKS[1] ?? '',
        reply: ATTACKS[0] ?? '',
        repliedAt: '2025-04-11T06:30:00.000Z',
        hidden: false,
        createdAt: '2025-04-10T06:30:00.000Z',
        updatedAt: '2025-04-10T06:30:00.000Z',
      },
      canReview: false,
      reason: null,
    });
    const mine = screen.getByTestId('my-review');
    expect(within(mine).getByTestId('my-review-comment').textContent).toBe(ATTACKS[1]);
    expect(mine.querySelector('img, script')).toBeNull();
    expect(within(mine).getByRole('button', { name: 'Delete' })).toBeInTheDocument();
    fireEvent.click(within(mine).getByRole('button', { name: 'Edit' }));
    expect(await within(mine).findByRole('radio', { name: '5 of 5 stars' })).toBeChecked();
    expect(within(mine).getByLabelText('Your review', { selector: 'textarea' })).toHaveValue(ATTACKS[1]);
  });

  it('offers nothing to write to a visitor', () => {
    renderReviews([review(1)]);
    expect(screen.queryByText('Write a review')).toBeNull();
  });
});
