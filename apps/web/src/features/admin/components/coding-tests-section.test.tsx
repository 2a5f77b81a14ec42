import type { AdminCodingProblem } from '@pathshala/shared/admin-coding';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WithLocale } from '@/testing/i18n';
import { CodingTestsSection } from './coding-tests-section';

const problem: AdminCodingProblem = {
  _id: 'b0c1d2e3-0000-4000-8000-000000000001',
  id: 'b0c1d2e3-0000-4000-8000-000000000001',
  slug: 'sum-of-a-list',
  title: 'Sum of a list',
  difficulty: 'easy',
  topics: [],
  askedIn: [],
  published: true,
  testCount: 2,
  sampleCount: 1,
  submissionCount: 3,
  updatedAt: '2026-01-01T00:00:00.000Z',
  createdAt: '2026-01-01T00:00:00.000Z',
  statement: 'Print $a+b$.',
  timeLimitMs: 1000,
  memoryLimitMb: 256,
  checker: { kind: 'tokens' },
  tests: [
    {
      number: 1,
      isSample: true,
      inputBytes: 4,
      expectedBytes: 2,
      inputPreview: '1 2\n',
      expectedPreview: '3\n',
    },
    {
      number: 2,
      isSample: false,
      inputBytes: 5,
      expectedBytes: 3,
      inputPreview: '40 2\n',
      expectedPreview: '42\n',
    },
  ],
};

afterEach(() => vi.unstubAllGlobals());

describe('rejudging from the console', () => {
  it('asks first, then queues every submission through the API', async () => {
    const fetch = vi.fn(
      async () =>
        new Response(
          JSON.stringify({
            success: true,
            message: '3 submissions queued to be judged again',
            data: { queued: 3 },
          }),
          { status: 200, headers: { 'content-type': 'application/json' } },
        ),
    );
    vi.stubGlobal('fetch', fetch);
    const user = userEvent.setup();
    render(
      <WithLocale>
        <QueryClientProvider client={new QueryClient()}>
          <CodingTestsSection problem={problem} />
        </QueryClientProvider>
      </WithLocale>,
    );
    expect(screen.getAllByText('Sample')).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Rejudge all submissions' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rejudge every submission?' });
    expect(dialog).toHaveTextContent('All 3 submissions of “Sum of a list” go back to the judge queue');
    expect(fetch).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Rejudge 3 submissions' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toMatch(/\/api\/admin\/coding\/problems\/b0c1d2e3-0000-4000-8000-000000000001\/rejudge$/);
    expect(init.method).toBe('POST');
  });

  it('offers nothing to rejudge before anyone has submitted', () => {
    render(
      <WithLocale>
        <QueryClientProvider client={new QueryClient()}>
          <CodingTestsSection problem={{ ...problem, submissionCount: 0 }} />
        </QueryClientProvider>
      </WithLocale>,
    );
    expect(screen.getByRole('button', { name: 'Rejudge all submissions' })).toBeDisabled();
  });
});
