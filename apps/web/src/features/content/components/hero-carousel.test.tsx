import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { WithLocale } from '@/testing/i18n';
import { HeroCarousel } from './hero-carousel';

describe('the home hero’s carousel', () => {
  const slides = [
    { id: 'one', title: 'Courses and mentors', content: <p>First</p> },
    { id: 'two', title: 'Internships', content: <p>Second</p> },
  ];

  it('labels its controls in English', () => {
    render(
      <WithLocale>
        <HeroCarousel label="Highlights" slides={slides} />
      </WithLocale>,
    );
    expect(screen.getByRole('group', { name: '1 of 2' })).toHaveAttribute('aria-roledescription', 'slide');
    expect(screen.getByRole('button', { name: 'Go to slide 2: Internships' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next slide' })).toBeInTheDocument();
  });

  it('labels its controls in Hindi', () => {
    render(
      <WithLocale locale="hi-IN">
        <HeroCarousel label="ख़ास बातें" slides={slides} />
      </WithLocale>,
    );
    expect(screen.getByRole('group', { name: '2 में से 1' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'स्लाइड 2 पर जाएँ: Internships' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'अगली स्लाइड' })).toBeInTheDocument();
  });
});
