import type { MyApplication, Notification } from '@pathshala/shared/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NotificationBell } from '@/components/layout/notification-bell';
import { WithLocale } from '@/testing/i18n';
import { MyApplicationsRoute } from './routes/my-applications';
import { NotificationsRoute } from './routes/notifications';

/** The browser's EventSource, driven by the test: `emit` a server event, `refuse` as a 503 would. */
class FakeEventSource {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  static opened: FakeEventSource[] = [];
  readyState = FakeEventSource.OPEN;
  readonly #listeners = new Map<string, ((event: MessageEvent<string>) => void)[]>();
  constructor(readonly url: string) {
    FakeEventSource.opened.push(this);
  }
  addEventListener(type: string, listener: (event: MessageEvent<string>) => void) {
    this.#listeners.set(type, [...(this.#listeners.get(type) ?? []), listener]);
  }
  close() {
    this.readyState = FakeEventSource.CLOSED;
  }
  emit(type: string, data: object) {
    const event = new MessageEvent(type, { data: JSON.stringify(data) });
    for (const listener of this.#listeners.get(type) ?? []) listener(event);
  }
  /** What the browser does with a non-200 answer: closed for good, one error event. */
  refuse() {
    this.readyState = FakeEventSource.CLOSED;
    for (const listener of this.#listeners.get('error') ?? []) listener(new MessageEvent('error'));
  }
}

type Handler = (url: string, init: RequestInit | undefined) => unknown;
const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

/** A fake API: each request answered by the handler of its method and path, every request kept. */
function serve(routes: Record<string, Handler>) {
  const calls: string[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const key = `${init?.method ?? 'GET'} ${new URL(url, 'http://localhost').pathname}`;
    calls.push(key);
    const handler = routes[key];
    if (!handler)
      return new Response(JSON.stringify({ success: false, message: 'Not found' }), { status: 404 });
    return json(handler(url, init));
  });
  vi.stubGlobal('fetch', fetch);
  return calls;
}

function renderWith(node: ReactNode) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <WithLocale>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter>{node}</MemoryRouter>
      </QueryClientProvider>
    </WithLocale>,
  );
}

const notification = (overrides: Partial<Notification>): Notification => ({
  id: '00000000-0000-4000-8000-000000000001',
  kind: 'refundCompleted',
  params: { amount: '₹499', receipt: 'R-17' },
  link: '/profile/orders',
  readAt: null,
  createdAt: '2026-03-02T06:30:00.000Z',
  ...overrides,
});

beforeEach(() => {
  FakeEventSource.opened = [];
  vi.stubGlobal('EventSource', FakeEventSource);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the header bell', () => {
  it('shows the unread count and follows the live stream', async () => {
    serve({ 'GET /api/notifications/unread-count': () => ({ success: true, data: { unread: 3 } }) });
    renderWith(<NotificationBell />);
    const bell = await screen.findByRole('link', { name: 'Notifications, 3 unread' });
    expect(bell).toHaveAttribute('href', '/notifications');
    expect(screen.getByTestId('notification-count')).toHaveTextContent('3');
    const [stream] = FakeEventSource.opened;
    expect(stream?.url).toBe('/api/notifications/stream');

    act(() => stream?.emit('count', { unread: 120 }));
    await waitFor(() => expect(screen.getByTestId('notification-count')).toHaveTextContent('99+'));
    act(() => stream?.emit('count', { unread: 0 }));
    expect(await screen.findByRole('link', { name: 'Notifications' })).toBeInTheDocument();
    expect(screen.queryByTestId('notification-count')).toBeNull();
  });

  it('reads the count every minute once the stream is refused (a full server) or replaced by a newer tab', async () => {
    let unread = 1;
    const calls = serve({
      'GET /api/notifications/unread-count': () => ({ success: true, data: { unread } }),
    });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderWith(<NotificationBell />);
    await screen.findByRole('link', { name: 'Notifications, 1 unread' });
    const reads = () => calls.filter((call) => call === 'GET /api/notifications/unread-count').length;
    expect(reads()).toBe(1);
    // While the stream lives, nothing is polled.
    await act(() => vi.advanceTimersByTimeAsync(120_000));
    expect(reads()).toBe(1);

    act(() => FakeEventSource.opened[0]?.refuse());
    unread = 4;
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    await screen.findByRole('link', { name: 'Notifications, 4 unread' });
    expect(reads()).toBe(2);
  });

  it('stops its stream when the server says a newer tab replaced it', async () => {
    serve({ 'GET /api/notifications/unread-count': () => ({ success: true, data: { unread: 0 } }) });
    renderWith(<NotificationBell />);
    await screen.findByRole('link', { name: 'Notifications' });
    const [stream] = FakeEventSource.opened;
    act(() => stream?.emit('replaced', {}));
    expect(stream?.readyState).toBe(FakeEventSource.CLOSED);
    // The browser does not open it again by itself: only one stream was ever made.
    expect(FakeEventSource.opened).toHaveLength(1);
  });
});

describe('the notifications page', () => {
  it('lists the notifications in words, marks one read and then all read', async () => {
    let items = [
      notification({}),
      notification({
        id: '00000000-0000-4000-8000-000000000002',
        kind: 'questionAnswered',
        params: { course: 'Python Basics' },
        link: '/courses/c1/questions',
      }),
      notification({
        id: '00000000-0000-4000-8000-000000000003',
        kind: 'mockResult',
        params: { test: 'Aptitude 1', score: '42' },
        readAt: '2026-03-01T06:30:00.000Z',
      }),
    ];
    const unread = () => items.filter((item) => !item.readAt).length;
    const calls = serve({
      'GET /api/notifications': () => ({
        success: true,
        data: { notifications: items, unread: unread(), page: 1, hasMore: false },
      }),
      'GET /api/notifications/unread-count': () => ({ success: true, data: { unread: unread() } }),
      'POST /api/notifications/00000000-0000-4000-8000-000000000001/read': () => {
        items = items.map((item) => (item.id.endsWith('1') ? { ...item, readAt: item.createdAt } : item));
        return { success: true, message: 'Marked read' };
      },
      'POST /api/notifications/read-all': () => {
        items = items.map((item) => ({ ...item, readAt: item.readAt ?? item.createdAt }));
        return { success: true, message: 'All marked read' };
      },
    });
    const user = userEvent.setup();
    renderWith(
      <>
        <NotificationBell />
        <NotificationsRoute />
      </>,
    );
    const list = await screen.findByTestId('notification-list');
    expect(list).toHaveTextContent('Your refund of ₹499 for order R-17 is done');
    expect(list).toHaveTextContent('New answer to your question in Python Basics');
    expect(list).toHaveTextContent('Your result for Aptitude 1 is ready: 42 marks');
    expect(
      screen.getByRole('link', { name: 'New answer to your question in Python Basics' }),
    ).toHaveAttribute('href', '/courses/c1/questions');
    expect(screen.getByTestId('notifications-unread')).toHaveTextContent('2 unread');
    await screen.findByRole('link', { name: 'Notifications, 2 unread' });
    // Read ones have no "Mark read".
    expect(screen.getAllByRole('button', { name: 'Mark read' })).toHaveLength(2);

    await user.click(screen.getAllByRole('button', { name: 'Mark read' })[0] as HTMLElement);
    await waitFor(() => expect(screen.getByTestId('notifications-unread')).toHaveTextContent('1 unread'));
    expect(calls).toContain('POST /api/notifications/00000000-0000-4000-8000-000000000001/read');
    await screen.findByRole('link', { name: 'Notifications, 1 unread' });

    await user.click(screen.getByRole('button', { name: 'Mark all read' }));
    await waitFor(() => expect(screen.getByTestId('notifications-unread')).toHaveTextContent('0 unread'));
    expect(calls).toContain('POST /api/notifications/read-all');
    // The bell follows at once.
    await screen.findByRole('link', { name: 'Notifications' });
    expect(screen.getByRole('button', { name: 'Mark all read' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Mark read' })).toBeNull();
  });

  it('says so when there is nothing yet', async () => {
    serve({
      'GET /api/notifications': () => ({
        success: true,
        data: { notifications: [], unread: 0, page: 1, hasMore: false },
      }),
    });
    renderWith(<NotificationsRoute />);
    expect(
      await screen.findByText('Nothing new yet. Answers, results and updates will show up here.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mark all read' })).toBeDisabled();
  });
});

describe('my applications', () => {
  it("lists each application with its status and every step it went through, in the reader's words", async () => {
    const applications: MyApplication[] = [
      {
        id: '00000000-0000-4000-8000-0000000000a1',
        kind: 'career',
        title: 'Frontend Engineer',
        status: 'interview',
        createdAt: '2026-02-01T06:30:00.000Z',
        history: [
          { status: 'new', at: '2026-02-01T06:30:00.000Z' },
          { status: 'shortlisted', at: '2026-02-05T06:30:00.000Z' },
          { status: 'interview', at: '2026-02-09T06:30:00.000Z' },
        ],
        interview: {
          startsAt: '2026-02-12T05:00:00.000Z',
          durationMinutes: 45,
          mode: 'video',
          location: 'https://meet.example.com/frontend',
        },
        canWithdraw: true,
      },
    ];
    serve({ 'GET /api/user/applications': () => ({ success: true, data: { applications } }) });
    renderWith(<MyApplicationsRoute />);
    const list = await screen.findByTestId('my-applications');
    expect(list).toHaveTextContent('Frontend Engineer');
    expect(within(list).getByTestId('application-status')).toHaveTextContent('Interview scheduled');
    const steps = within(list).getByRole('list', { name: 'Steps' }).querySelectorAll(':scope > li');
    expect([...steps].map((step) => step.textContent)).toEqual([
      'Submitted1 Feb 2026',
      'Shortlisted5 Feb 2026',
      expect.stringMatching(/^Interview scheduled9 Feb 2026.*45 minutes · Video call/),
    ]);
    expect(within(list).getByRole('link', { name: 'Join the video call' })).toHaveAttribute(
      'href',
      'https://meet.example.com/frontend',
    );
    expect(within(list).getByRole('button', { name: 'Withdraw' })).toBeInTheDocument();
    expect(document.title).toContain('My applications');
  });

  it('says so when there are none', async () => {
    serve({ 'GET /api/user/applications': () => ({ success: true, data: { applications: [] } }) });
    renderWith(<MyApplicationsRoute />);
    expect(
      await screen.findByText('You have not applied for an internship or a job yet.'),
    ).toBeInTheDocument();
  });
});
