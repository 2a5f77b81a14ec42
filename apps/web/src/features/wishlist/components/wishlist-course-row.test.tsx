import type { Locale } from '@pathshala/shared/locales';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { WithLocale } from '@/testing/i18n';
import { WishlistCourseRow, type WishlistEntry } from './wishlist-course-row';

const COURSE: WishlistEntry = {
  id: 'c1',
  kind: 'course',
  title: 'Python for Data Science',
  thumbnail: '',
  status: null,
  price: 1499,
  realPrice: 2999,
  byline: 'Asha Verma',
  href: '/course/python/c1',
};

function row(locale: Locale) {
  render(
    <WithLocale locale={locale}>
      <MemoryRouter>
        <WishlistCourseRow
          course={COURSE}
          standing="available"
          adding={false}
          removing={false}
          onAddToCart={() => {}}
          onRemove={() => {}}
        />
      </MemoryRouter>
    </WithLocale>,
  );
}

describe('a wishlist row', () => {
  it('reads in English as before', () => {
    row('en-IN');
    expect(screen.getByTestId('wishlist-add-to-cart')).toHaveAccessibleName(
      'Add Python for Data Science to cart',
    );
    expect(screen.getByTestId('wishlist-remove')).toHaveAccessibleName(
      'Remove Python for Data Science from wishlist',
    );
    expect(screen.getByText('Rs. 2,999').parentElement).toHaveTextContent('Original price Rs. 2,999');
  });

  it('reads in Hindi, the price in Indian digits as in English', () => {
    row('hi-IN');
    expect(screen.getByTestId('wishlist-add-to-cart')).toHaveTextContent('कार्ट में जोड़ें');
    expect(screen.getByTestId('wishlist-add-to-cart')).toHaveAccessibleName(
      'Python for Data Science को कार्ट में जोड़ें',
    );
    expect(screen.getByText('Rs. 1,499')).toBeInTheDocument();
  });
});
