import { PROFILE_MESSAGES } from '@pathshala/shared/profiles-constants';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { WithLocale } from '@/testing/i18n';
import type { PublicProfile } from './api/get-public-profile';
import { Component as PublicProfilePage } from './routes/public-profile';
import { PROFILE_NOT_FOUND } from './texts';

const profile: PublicProfile = {
  handle: 'asha',
  name: 'Asha Rao',
  bio: '',
  profilePhoto: null,
  url: 'https://pathshala.example/u/asha',
  certificates: [
    {
      id: 'cert-1',
      courseTitle: 'Python for placements',
      issuedAt: '2025-12-02T10:00:00.000Z',
      imageUrl: '/api/certificates/cert-1/image',
      verifyUrl: '/certificate/cert-1',
      linkedInUrl: 'https://www.linkedin.com/profile/add',
    },
  ],
  mockTestBests: [{ title: 'Aptitude 1', score: 42, maxScore: 50 }],
};

function renderProfile(locale: 'en-IN' | 'hi-IN') {
  const queryClient = new QueryClient();
  queryClient.setQueryData(['public-profiles', 'asha'], profile);
  const router = createMemoryRouter([{ path: '/u/:handle', Component: PublicProfilePage }], {
    initialEntries: ['/u/asha'],
  });
  render(
    <QueryClientProvider client={queryClient}>
      <WithLocale locale={locale}>
        <RouterProvider router={router} />
      </WithLocale>
    </QueryClientProvider>,
  );
}

describe('the public profile page', () => {
  it('names a missing profile as the API does', () => {
    expect(PROFILE_NOT_FOUND.message).toBe(PROFILE_MESSAGES.notFound);
  });

  it('reads in English as before', async () => {
    renderProfile('en-IN');
    expect(await screen.findByText('Issued')).toHaveTextContent('Issued December 2025');
    expect(screen.getByRole('progressbar', { name: 'Aptitude 1: best score 42 of 50' })).toBeInTheDocument();
  });

  it('reads in Hindi, with the month named in Hindi', async () => {
    renderProfile('hi-IN');
    expect(await screen.findByRole('heading', { name: 'वेरिफ़ाइड सर्टिफिकेट' })).toBeInTheDocument();
    expect(screen.getByText(/में जारी हुआ/)).toHaveTextContent('दिसंबर 2025 में जारी हुआ');
    expect(screen.getByRole('progressbar', { name: 'Aptitude 1: बेस्ट स्कोर 50 में से 42' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'सर्टिफिकेट वेरिफ़ाई करें' })).toBeInTheDocument();
  });
});
