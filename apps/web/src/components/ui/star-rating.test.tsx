import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { WithLocale } from '@/testing/i18n';
import { RatingSummary, StarRating } from './star-rating';

describe('StarRating and RatingSummary', () => {
  it('read in English as before', () => {
    render(
      <WithLocale>
        <StarRating value={3.2} />
        <RatingSummary rating={{ review: 5, rating: 4.6, ratingCount: 1 }} />
      </WithLocale>,
    );
    expect(screen.getByRole('img', { name: 'Rated 4 out of 5 stars' })).toBeInTheDocument();
    expect(screen.getByTestId('rating-summary')).toHaveTextContent('4.6 (1 rating)');
  });

  it('read in Hindi', () => {
    render(
      <WithLocale locale="hi-IN">
        <StarRating value={3.2} />
        <RatingSummary rating={{ review: 5, rating: 4.6, ratingCount: 128 }} />
      </WithLocale>,
    );
    expect(screen.getByRole('img', { name: '5 में से 4 स्टार रेटिंग' })).toBeInTheDocument();
    expect(screen.getByTestId('rating-summary')).toHaveTextContent('4.6 (128 रेटिंग)');
  });
});
