import type { Locale } from '@pathshala/shared/locales';
import type { MockTest } from '@pathshala/shared/practice';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { WithLocale } from '@/testing/i18n';
import { MockTestCard } from './mock-test-card';

const test: MockTest = {
  id: 'c0000000-0000-4000-8000-000000000001',
  slug: 'tcs-nqt-mock',
  title: 'TCS NQT mock',
  description: 'Aptitude, reasoning and a coding round.',
  instructions: '',
  sections: [
    {
      title: 'Aptitude',
      topic: 'quantitative-aptitude',
      kind: 'questions',
      questionCount: 20,
      durationSeconds: 1500,
    },
    { title: 'Coding', topic: 'dsa', kind: 'coding', questionCount: 1, durationSeconds: 2100 },
  ],
  questionCount: 21,
  durationSeconds: 3600,
  marksPerQuestion: 1,
  negativeMarks: 0.25,
  maxAttempts: 3,
  free: true,
  requiredCourse: null,
  attemptsUsed: 1,
  inProgressAttemptId: null,
  lastResultAttemptId: null,
  locked: false,
};

function renderCard(locale: Locale) {
  render(
    <WithLocale locale={locale}>
      <MemoryRouter>
        <MockTestCard test={test} loggedIn={false} />
      </MemoryRouter>
    </WithLocale>,
  );
  return screen.getByTestId('mock-test');
}

describe('a mock test card', () => {
  it('reads in English as before', () => {
    const card = renderCard('en-IN');
    expect(card).toHaveTextContent('20 Qs25 min');
    expect(card).toHaveTextContent('1 coding problem35 min');
    expect(card).toHaveTextContent('21 Qs · 1 h');
    expect(screen.getByTestId('mock-test-attempts')).toHaveTextContent('1/3 used');
    expect(screen.getByRole('link', { name: 'Log in to start' })).toBeInTheDocument();
  });

  it('reads in Hindi, counts and lengths included', () => {
    const card = renderCard('hi-IN');
    expect(card).toHaveTextContent('20 सवाल25 मिनट');
    expect(card).toHaveTextContent('1 कोडिंग प्रॉब्लम35 मिनट');
    expect(card).toHaveTextContent('21 सवाल · 1 घंटा');
    expect(screen.getByTestId('mock-test-attempts')).toHaveTextContent('1/3 हो चुके');
    expect(screen.getByRole('link', { name: 'शुरू करने के लिए लॉग इन करें' })).toBeInTheDocument();
    expect(card).toHaveTextContent('फ़्री');
  });
});
