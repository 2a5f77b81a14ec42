import type { LiveSession } from '@pathshala/shared/live-constants';
import { formatIst } from '@pathshala/shared/live-constants';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { WithLocale } from '@/testing/i18n';
import { LiveSessionCard } from '../components/live-session-card';
import { formatIstIn } from './format-ist';

const startsAt = '2026-01-10T14:00:00.000Z';

describe('a live session’s time', () => {
  it('reads in English exactly as formatIst writes it', () => {
    expect(formatIstIn(startsAt, 'en-IN')).toBe(formatIst(startsAt));
    expect(formatIstIn(startsAt, 'en-IN')).toBe('Sat, 10 Jan 2026, 7:30 pm IST');
  });

  it('names the weekday and month in Hindi for a Hindi reader', () => {
    expect(formatIstIn(startsAt, 'hi-IN')).toBe('शनि, 10 जन॰ 2026, 7:30 pm IST');
  });
});

describe('a live session card in Hindi', () => {
  it('says when, how long and when the join link opens in Hindi', () => {
    const session: LiveSession = {
      id: 's1',
      courseId: 'c1',
      courseTitle: 'Python',
      title: 'Doubt clearing',
      startsAt,
      endsAt: '2026-01-10T15:30:00.000Z',
      durationMinutes: 90,
      agenda: '',
      status: 'scheduled',
      joinOpensAt: '2099-01-01T00:00:00.000Z',
      joinUrl: null,
      recordingLectureId: null,
      calendarUrl: '/api/live-sessions/s1/calendar.ics',
    };
    render(
      <MemoryRouter>
        <WithLocale locale="hi-IN">
          <LiveSessionCard session={session} />
        </WithLocale>
      </MemoryRouter>,
    );
    const card = screen.getByTestId('live-session-card');
    expect(card).toHaveTextContent('लाइव सेशन');
    expect(card).toHaveTextContent('कबशनि, 10 जन॰ 2026, 7:30 pm IST');
    expect(card).toHaveTextContent('अवधि90 मिनट');
    expect(screen.getByRole('link', { name: 'कैलेंडर में जोड़ें' })).toBeInTheDocument();
    expect(screen.getByTestId('join-closed')).toHaveTextContent('जॉइन लिंक शुरू होने से 15 मिनट पहले खुलता है।');
  });
});
