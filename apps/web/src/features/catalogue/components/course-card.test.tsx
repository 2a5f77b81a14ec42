import type { CourseSummary } from '@pathshala/shared/catalogue';
import type { Locale } from '@pathshala/shared/locales';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { WithLocale } from '@/testing/i18n';
import { CourseCard } from './course-card';

const course: CourseSummary = {
  _id: 'c1',
  id: 'c1',
  title: 'Python Foundations',
  subject: 'Python',
  status: null,
  thumbnail: '',
  coverPhoto: '',
  review: 5,
  rating: 4.6,
  ratingCount: 12,
  description: ['Variables and loops'],
  realPrice: 4999,
  discountedPrice: 1499,
  price: 1499,
  saleEndsAt: null,
  duration: '1h 20m',
  videoSeconds: 4800,
  pace: '',
  level: 'Beginner',
  totalLecture: 8,
  students: 0,
  instructor: null,
};

function renderCard(card: CourseSummary, locale?: Locale) {
  const page = (children: ReactNode) => (
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <WithLocale locale={locale}>{children}</WithLocale>
      </MemoryRouter>
    </QueryClientProvider>
  );
  render(page(<CourseCard course={card} />));
}

describe('CourseCard', () => {
  it('writes its facts, price and button in English as before', () => {
    renderCard(course);
    expect(screen.getByTestId('course-card-facts')).toHaveTextContent(
      '1h 20m of video · Beginner · 8 lectures',
    );
    expect(screen.getByText('Original price')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Learn Now' })).toBeInTheDocument();
    expect(screen.getByTestId('course-card-subject')).toHaveTextContent(/^Python$/);
  });

  it('writes one lecture in the singular', () => {
    renderCard({ ...course, totalLecture: 1, duration: '', level: '' });
    expect(screen.getByTestId('course-card-facts')).toHaveTextContent(/^1 lecture$/);
  });

  it('speaks Hindi to a Hindi reader, the course’s own words left as they are', () => {
    renderCard({ ...course, status: 'coming soon', subject: 'Data Science' }, 'hi-IN');
    expect(screen.getByTestId('course-card-facts')).toHaveTextContent('1h 20m का वीडियो · बिगिनर · 8 लेक्चर');
    expect(screen.getByText('कीमत जल्द ही बताई जाएगी')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'जल्द आ रहा है' })).toBeInTheDocument();
    expect(screen.getByTestId('course-card-title')).toHaveTextContent('Python Foundations');
    // The subject reads as the catalogue's tab it names; a language's name (Python) stays as it is.
    expect(screen.getByTestId('course-card-subject')).toHaveTextContent(/^डेटा साइंस$/);
  });
});
