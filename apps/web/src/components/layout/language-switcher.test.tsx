import type { User } from '@pathshala/shared/accounts';
import { LOCALE_COOKIE } from '@pathshala/shared/locales';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProvider } from '@/app/provider';
import { cartQueryKey } from '@/features/cart/api/cart';
import { userQueryKey } from '@/lib/auth';
import { createI18n, loadCatalogue } from '@/lib/i18n';
import { writeLocaleCookie } from '@/lib/locale-cookie';
import { createQueryClient } from '@/lib/query-client';
import { RootLayout } from './root-layout';
import { SiteHeader } from './site-header';

const learner: User = {
  _id: 'u1',
  id: 'u1',
  name: 'Asha Verma',
  email: 'asha@example.com',
  mobileNo: '9876543210',
  bio: 'I build things.',
  language: 'en-US',
  profilePhoto: null,
  newsletterSubscribe: false,
  role: 'learner',
};

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** The API as the header meets it: the cart, and the profile update echoing what it was sent. */
function stubApi() {
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = String(input);
    if (url.endsWith('/api/cart/getCartItems')) return json({ success: true, data: [] });
    if (url.endsWith('/api/user/updateDetails')) {
      const sent = JSON.parse(String(init?.body));
      return json(
        { success: true, message: 'Profile updated successfully', data: { ...learner, ...sent } },
        201,
      );
    }
    return json({ success: false, message: 'Not found' }, 404);
  });
}

/** The app's providers and a router with one page: `ui`. */
function renderApp(ui: ReactNode, user: User | null) {
  const queryClient = createQueryClient();
  queryClient.setQueryData(userQueryKey, user);
  queryClient.setQueryData(cartQueryKey, []);
  const i18n = createI18n('en-IN', {});
  render(
    <AppProvider queryClient={queryClient} i18n={i18n}>
      <RouterProvider router={createMemoryRouter([{ path: '/', element: ui }])} />
    </AppProvider>,
  );
  return { queryClient, i18n };
}

const localeCookie = () =>
  document.cookie
    .split(';')
    .map((pair) => pair.trim())
    .find((pair) => pair.startsWith(`${LOCALE_COOKIE}=`));

// The menu's code and the Hindi catalogue, compiled once before the tests that wait for them (a test's 5 s would
// go on compiling them on a busy machine).
beforeAll(async () => {
  await Promise.all([import('./language-menu'), loadCatalogue('hi-IN')]);
}, 60_000);

beforeEach(() => {
  // jsdom has no media queries: a phone-sized window, where the header's drawer exists.
  vi.stubGlobal(
    'matchMedia',
    vi.fn(() => ({ matches: false, addEventListener: vi.fn(), removeEventListener: vi.fn() })),
  );
  // biome-ignore lint/suspicious/noDocumentCookie: jsdom has no Cookie Store API
  document.cookie = `${LOCALE_COOKIE}=; Path=/; Max-Age=0`;
  document.documentElement.lang = 'en-IN';
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('the language switcher', () => {
  it('switches a visitor to Hindi in place, keeps the choice in the cookie and sets <html lang>', async () => {
    const fetch = stubApi();
    const user = userEvent.setup();
    renderApp(<SiteHeader />, null);
    const header = screen.getByTestId('site-header');
    expect(within(header).getByRole('link', { name: 'Courses' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Language: English' }));
    // Named by its button.
    const menu = await screen.findByRole('menu', { name: 'Language: English' });
    const choices = within(menu).getAllByRole('menuitemradio');
    expect(choices.map((choice) => choice.textContent)).toEqual(['English', 'हिन्दी']);
    expect(choices[0]).toHaveAttribute('aria-checked', 'true');
    expect(choices[1]).toHaveAttribute('lang', 'hi-IN');
    await user.click(choices[1] as HTMLElement);

    expect(await within(header).findByRole('link', { name: 'कोर्स' })).toBeInTheDocument();
    expect(within(header).getByRole('link', { name: 'साइन अप' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'भाषा: हिन्दी' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('hi-IN');
    expect(localeCookie()).toBe(`${LOCALE_COOKIE}=hi-IN`);
    // A visitor has no profile to save it to.
    expect(fetch).not.toHaveBeenCalledWith(expect.stringContaining('updateDetails'), expect.anything());
  });

  it('saves a signed-in learner’s choice to the profile, then switches and refetches the data', async () => {
    const fetch = stubApi();
    const user = userEvent.setup();
    const { queryClient } = renderApp(<SiteHeader />, learner);

    await user.click(await screen.findByRole('button', { name: 'Language: English' }));
    await user.click(await screen.findByRole('menuitemradio', { name: 'हिन्दी' }));

    expect(await screen.findByRole('link', { name: 'विशलिस्ट' })).toBeInTheDocument();
    const update = fetch.mock.calls.find(([url]) => String(url).endsWith('/api/user/updateDetails'));
    // The bio goes along unchanged: the call saves both.
    expect(JSON.parse(String(update?.[1]?.body))).toEqual({ bio: 'I build things.', language: 'hi-IN' });
    expect(queryClient.getQueryData<User>(userQueryKey)?.language).toBe('hi-IN');
    expect(localeCookie()).toBe(`${LOCALE_COOKIE}=hi-IN`);
    // The cart's course titles come in the request's language: asked for again.
    await waitFor(() =>
      expect(fetch).toHaveBeenCalledWith(
        expect.stringMatching(/\/api\/cart\/getCartItems$/),
        expect.anything(),
      ),
    );
  });

  it('stays in the language shown when the profile cannot be saved', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(json({ success: false, message: 'Try later' }, 503));
    const user = userEvent.setup();
    const { i18n } = renderApp(<SiteHeader />, learner);

    await user.click(await screen.findByRole('button', { name: 'Language: English' }));
    await user.click(await screen.findByRole('menuitemradio', { name: 'हिन्दी' }));

    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Language: English' })).not.toHaveAttribute('aria-busy'),
    );
    expect(i18n.locale).toBe('en-IN');
    expect(localeCookie()).toBeUndefined();
  });

  it('is in the phone’s sidebar too', async () => {
    stubApi();
    const user = userEvent.setup();
    renderApp(<SiteHeader />, null);
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    await user.click(within(drawer).getByRole('button', { name: /Language/ }));
    await user.click(await within(drawer).findByRole('menuitemradio', { name: 'हिन्दी' }));
    expect(await within(drawer).findByRole('link', { name: 'हमारे बारे में' })).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'मेन्यू' })).toBe(drawer);
  });
});

describe('the language followed', () => {
  it('is a visitor’s cookie, for a page drawn in another language', async () => {
    stubApi();
    writeLocaleCookie('hi-IN');
    renderApp(<RootLayout />, null);
    expect(await screen.findByRole('link', { name: 'होम' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('hi-IN');
  });

  it('is a signed-in learner’s profile, before the cookie', async () => {
    stubApi();
    writeLocaleCookie('en-IN');
    renderApp(<RootLayout />, { ...learner, language: 'hi-IN' });
    expect(await screen.findByRole('link', { name: 'मेरी लर्निंग' })).toBeInTheDocument();
    expect(localeCookie()).toBe(`${LOCALE_COOKIE}=hi-IN`);
  });

  it('changes when the learner saves another language on the profile', async () => {
    stubApi();
    const { queryClient } = renderApp(<RootLayout />, learner);
    expect(screen.getAllByRole('link', { name: 'Courses' }).length).toBeGreaterThan(0);
    queryClient.setQueryData(userQueryKey, { ...learner, language: 'hi-IN' });
    expect((await screen.findAllByRole('link', { name: 'कोर्स' })).length).toBeGreaterThan(0);
  });
});
