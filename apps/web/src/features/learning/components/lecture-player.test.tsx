import type { CurrentLecture } from '@pathshala/shared/learning';
import type { Locale } from '@pathshala/shared/locales';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import { WithLocale } from '@/testing/i18n';
import { LecturePlayer } from './lecture-player';

const lecture: CurrentLecture = {
  _id: '0b7c9a52-6f0e-4c1e-9d1a-1f2e3d4c5b6a',
  id: '0b7c9a52-6f0e-4c1e-9d1a-1f2e3d4c5b6a',
  title: 'Arrays and strings',
  duration: '12:30',
  free: false,
  courseId: 'c1',
  chapterId: 'ch1',
  video: 'https://media.example/arrays.mp4',
  videoUrl: 'https://media.example/arrays.mp4',
  captions: '',
  hls: '',
  qualities: [],
  poster: '',
  thumbnails: '',
  hasNotes: false,
  notesLink: '',
  notesTaken: false,
  positionSeconds: 0,
  completed: false,
};

function renderPlayer(locale: Locale, shown: Partial<CurrentLecture> = {}) {
  return render(
    <QueryClientProvider client={new QueryClient()}>
      <WithLocale locale={locale}>
        <LecturePlayer
          lecture={{ ...lecture, ...shown }}
          courseId="c1"
          playbackRate={1}
          onPlaybackRateChange={() => undefined}
          videoRef={createRef<HTMLVideoElement>()}
        />
      </WithLocale>
    </QueryClientProvider>,
  );
}

describe('the lecture player’s own controls', () => {
  it('name themselves in English, as they always have', () => {
    renderPlayer('en-IN');
    expect(screen.getByTestId('lecture-video')).toHaveAccessibleName('Lecture video: Arrays and strings');
    expect(screen.getByRole('button', { name: 'Play' })).toHaveAttribute('title', 'Play');
    expect(screen.getByRole('button', { name: 'Mute' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Speed' })).toBeInTheDocument();
    expect(screen.getByRole('slider', { name: 'Seek' })).toHaveAttribute('aria-valuetext', '00:00 of 00:00');
  });

  it('name themselves, and show their tooltips, in Hindi for a Hindi reader', () => {
    renderPlayer('hi-IN');
    expect(screen.getByTestId('lecture-video')).toHaveAccessibleName('लेक्चर वीडियो: Arrays and strings');
    expect(screen.getByRole('button', { name: 'चलाएँ' })).toHaveAttribute('title', 'चलाएँ');
    expect(screen.getByRole('button', { name: 'म्यूट करें' })).toHaveAttribute('title', 'म्यूट करें');
    expect(screen.getByRole('combobox', { name: 'स्पीड' })).toBeInTheDocument();
    expect(screen.getByRole('slider', { name: 'वीडियो में आगे-पीछे जाएँ' })).toHaveAttribute(
      'aria-valuetext',
      '00:00 में से 00:00',
    );
  });

  it('says in Hindi that a lecture has no video yet', () => {
    renderPlayer('hi-IN', { video: '', videoUrl: '' });
    expect(screen.getByTestId('video-placeholder')).toHaveTextContent('इस लेक्चर का वीडियो अभी नहीं आया है।');
  });
});
