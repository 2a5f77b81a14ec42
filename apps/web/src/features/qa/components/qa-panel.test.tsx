import type { QaQuestion } from '@pathshala/shared/qa';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WithLocale } from '@/testing/i18n';
import { QuestionItem } from './qa-panel';

const question = (overrides: Partial<QaQuestion> = {}): QaQuestion => ({
  id: '00000000-0000-4000-8000-00000000000a',
  courseId: '00000000-0000-4000-8000-00000000000c',
  lectureId: '00000000-0000-4000-8000-00000000000d',
  lectureTitle: 'Lists',
  author: { id: null, name: 'Asha', staff: false },
  title: 'Why does append return None?',
  body: 'It prints None.',
  at: 452,
  pinned: false,
  answerCount: 0,
  accepted: false,
  upvotes: 2,
  upvoted: false,
  following: false,
  mine: false,
  hidden: false,
  createdAt: '2026-03-02T06:30:00.000Z',
  ...overrides,
});

function renderItem(item: QaQuestion) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <WithLocale>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter>
          <ul>
            <QuestionItem question={item} canPost />
          </ul>
        </MemoryRouter>
      </QueryClientProvider>
    </WithLocale>,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('reporting a question', () => {
  it("sends a reason for someone else's question and thanks the reader", async () => {
    const sent: { url: string; body: unknown }[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        sent.push({ url: String(input), body: JSON.parse(String(init?.body ?? 'null')) });
        return new Response(
          JSON.stringify({ success: true, message: 'Thank you, a moderator will look at it' }),
          { status: 201, headers: { 'content-type': 'application/json' } },
        );
      }),
    );
    renderItem(question());
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Report' }));
    const form = await screen.findByRole('form', { name: 'Report this question' });
    await user.click(screen.getByRole('button', { name: 'Send report' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please say what is wrong with this post');
    expect(sent).toHaveLength(0);

    await user.type(screen.getByLabelText('What is wrong with this question?'), 'Spam link');
    await user.click(screen.getByRole('button', { name: 'Send report' }));
    await waitFor(() => expect(form).not.toBeInTheDocument());
    expect(sent).toEqual([
      { url: '/api/qa/question/00000000-0000-4000-8000-00000000000a/report', body: { reason: 'Spam link' } },
    ]);
  });

  it('offers no report on the reader’s own question', () => {
    renderItem(question({ mine: true }));
    expect(screen.getByRole('button', { name: 'Follow' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Report' })).not.toBeInTheDocument();
  });
});
