import {
  ACCOUNT_MESSAGES,
  ZChangePasswordFormSchema,
  ZForgotPasswordRequestSchema,
  ZLoginRequestSchema,
  ZRegisterRequestSchema,
  ZResetPasswordFormSchema,
  ZUpdateDetailsRequestSchema,
} from '@pathshala/shared/accounts';
import { COMMERCE_MESSAGES } from '@pathshala/shared/commerce-constants';
import type { Locale } from '@pathshala/shared/locales';
import { ZPublicProfileSettingsRequestSchema } from '@pathshala/shared/profiles';
import { PROFILE_MESSAGES } from '@pathshala/shared/profiles-constants';
import { CONTROL_CHARACTERS_MESSAGE } from '@pathshala/shared/text';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { PRACTICE_LOGIN_MESSAGE } from '@/features/practice/hooks/use-login-redirect';
import { WISHLIST_LOGIN_MESSAGE } from '@/features/wishlist/hooks/use-wishlist';
import { LOGOUT_TEXTS } from '@/lib/auth-texts';
import { createI18n, translateText } from '@/lib/i18n';
import { bundledCatalogue } from '@/locales/catalogues';
import { WithLocale } from '@/testing/i18n';
import { LoginForm } from './components/login-form';
import { AuthRoute } from './routes/auth';
import { API_TEXTS, LOGIN_PROMPT_TEXTS, VALIDATION_TEXTS } from './texts';

const declared = (texts: readonly { message?: string }[]) => texts.map((text) => text.message);
const hindi = createI18n('hi-IN', bundledCatalogue('hi-IN'));

/** Every message a schema gives for the field values a learner can type wrong. */
function messagesOf(
  schema: { safeParse(value: unknown): { error?: { issues: { message: string }[] } } },
  fields: Record<string, readonly unknown[]>,
): string[] {
  const blank = Object.fromEntries(Object.keys(fields).map((field) => [field, '']));
  const messages: string[] = [];
  for (const [field, values] of Object.entries(fields))
    for (const value of values)
      for (const issue of schema.safeParse({ ...blank, [field]: value }).error?.issues ?? [])
        messages.push(issue.message);
  return messages;
}

const WRONG_TEXT = ['', '   ', 'a\u0001b', 'a\tb', 'x'.repeat(600)];

describe('the accounts screens’ declared texts', () => {
  it('mirror the shared package’s messages word for word', () => {
    const accountTexts = [...declared(VALIDATION_TEXTS), ...declared(API_TEXTS), ...declared(LOGOUT_TEXTS)];
    for (const message of Object.values(ACCOUNT_MESSAGES)) expect(accountTexts).toContain(message);
    const { notFound: _shownByTheProfilePage, ...profileMessages } = PROFILE_MESSAGES;
    for (const message of Object.values(profileMessages)) expect(accountTexts).toContain(message);
    expect(accountTexts).toContain(CONTROL_CHARACTERS_MESSAGE);
    expect(declared(LOGIN_PROMPT_TEXTS)).toEqual(
      expect.arrayContaining([
        COMMERCE_MESSAGES.buyLoginRequired,
        WISHLIST_LOGIN_MESSAGE,
        PRACTICE_LOGIN_MESSAGE.message,
      ]),
    );
  });

  it('cover every message the forms’ schemas give, each with its Hindi', () => {
    const messages = new Set([
      ...messagesOf(ZLoginRequestSchema, { email: [...WRONG_TEXT, 'asha@'], password: WRONG_TEXT }),
      ...messagesOf(ZRegisterRequestSchema, {
        name: WRONG_TEXT,
        email: [...WRONG_TEXT, 'asha@'],
        mobileNo: [...WRONG_TEXT, '98765'],
        password: [...WRONG_TEXT, 'short'],
      }),
      ...messagesOf(ZChangePasswordFormSchema, {
        oldPassword: WRONG_TEXT,
        newPassword: [...WRONG_TEXT, 'long enough'],
        confirmPassword: WRONG_TEXT,
      }),
      ...messagesOf(ZResetPasswordFormSchema, { newPassword: WRONG_TEXT, confirmPassword: WRONG_TEXT }),
      ...messagesOf(ZForgotPasswordRequestSchema, { email: [...WRONG_TEXT, 'asha@'] }),
      ...messagesOf(ZUpdateDetailsRequestSchema.pick({ bio: true, language: true }), {
        bio: ['a\u0001b', 'x'.repeat(600)],
        language: ['xx-XX'],
      }),
      ...messagesOf(ZPublicProfileSettingsRequestSchema, {
        handle: ['ab', 'a_b', '-ab', 'admin', 'a\u0001b', 'a\tb', 'x'.repeat(40)],
        enabled: ['yes'],
      }),
      ...(
        ZPublicProfileSettingsRequestSchema.safeParse({ handle: '', enabled: true }).error?.issues ?? []
      ).map((issue) => issue.message),
    ]);
    expect(messages.size).toBeGreaterThan(20);
    for (const message of messages) {
      expect(declared([...VALIDATION_TEXTS, ...API_TEXTS])).toContain(message);
      expect(translateText(hindi, message)).not.toBe(message);
    }
  });

  it('have Hindi for every answer of the API and every reason to log in', () => {
    for (const message of declared([...API_TEXTS, ...LOGIN_PROMPT_TEXTS]) as string[])
      expect(translateText(hindi, message)).not.toBe(message);
  });
});

function onScreen(element: ReactNode, { locale, state }: { locale?: Locale; state?: unknown } = {}) {
  const router = createMemoryRouter([{ path: '*', element }], {
    initialEntries: [{ pathname: '/login', state }],
  });
  render(
    <WithLocale locale={locale}>
      <QueryClientProvider client={new QueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </WithLocale>,
  );
}

describe('the login form', () => {
  it('shows the schema’s messages in English exactly as the shared package words them', async () => {
    const user = userEvent.setup();
    onScreen(<LoginForm onSuccess={() => {}} />);
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
  });

  it('shows them in Hindi, with its labels', async () => {
    const user = userEvent.setup();
    onScreen(<LoginForm onSuccess={() => {}} />, { locale: 'hi-IN' });
    expect(screen.getByLabelText('ईमेल')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'लॉग इन' }));
    expect(await screen.findByText('ईमेल ज़रूरी है')).toBeInTheDocument();
    expect(screen.getByText('पासवर्ड ज़रूरी है')).toBeInTheDocument();
  });
});

describe('the login screen', () => {
  it('says in Hindi why another screen sent the learner here', async () => {
    onScreen(<AuthRoute />, {
      locale: 'hi-IN',
      state: { message: COMMERCE_MESSAGES.buyLoginRequired, from: '/cart' },
    });
    expect(await screen.findByRole('status')).toHaveTextContent('कोर्स खरीदने के लिए कृपया लॉग इन करें।');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('फिर से स्वागत है');
  });
});
