import type { SignInProvider } from '@pathshala/shared/accounts-constants';
import { eq } from 'drizzle-orm';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { oauthStates, users } from '../../db/schema/accounts.ts';
import { buildTestApp, sessionCookieOf } from '../../testing/build-test-app.ts';
import { createUser } from '../../testing/factories.ts';
import { startIdentityProvider } from '../../testing/identity-provider.ts';

// The whole flow against a local identity provider: OpenID Connect for Google and LinkedIn (discovery, PKCE,
// state, nonce, signed ID token, userinfo), and OAuth 2 plus the REST API for GitHub.
const provider = await startIdentityProvider();
afterAll(() => provider.stop());

beforeEach(() => {
  provider.setIdentity({
    subject: '2001',
    email: 'Meera.Iyer@gmail.com',
    emailVerified: true,
    name: 'Meera Iyer',
  });
});

const PUBLIC_HOST = 'pathshala.test';
const client = (name: string) => ({ clientId: `pathshala-${name}`, clientSecret: 'test-secret' });
const { app, db } = await buildTestApp({
  publicUrl: 'http://pathshala.test',
  socialSignIn: {
    google: { ...client('google'), issuer: provider.url },
    linkedin: { ...client('linkedin'), issuer: provider.url },
    github: { ...client('github'), issuer: provider.url, apiUrl: provider.url },
  },
});

interface SignInOptions {
  intent?: 'login' | 'signup';
  returnTo?: string;
  /** Runs between the provider's answer and our callback: a forged or replayed callback. */
  tamper?: (callback: URL) => void | Promise<void>;
  /** The browser that comes back to our callback: by default the one that started (it carries the state cookie). */
  cookieBack?: (started: string) => string;
}

/** The `name=value` of the sign-in state cookie our start URL set. */
function stateCookieOf(response: { cookies: { name: string; value: string }[] }): string {
  const bound = response.cookies.find((cookie) => cookie.name === 'pathshala_sign_in_state');
  return bound ? `${bound.name}=${bound.value}` : '';
}

/** Browser steps: our start URL → the provider's authorize endpoint → back to our callback. */
async function signIn(
  via: SignInProvider,
  { intent = 'login', returnTo, tamper, cookieBack = (started) => started }: SignInOptions = {},
) {
  const query = new URLSearchParams({ redirect: intent, ...(returnTo ? { returnTo } : {}) });
  const start = await app.inject({
    method: 'GET',
    url: `/api/auth/${via}?${query}`,
    headers: { host: PUBLIC_HOST },
  });
  expect(start.statusCode).toBe(302);
  const authorize = new URL(start.headers.location as string);
  expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
  expect(authorize.searchParams.get('code_challenge')).toBeTruthy();
  expect(authorize.searchParams.get('state')).toBeTruthy();
  expect(authorize.searchParams.get('redirect_uri')).toBe(`http://pathshala.test/api/auth/${via}/callback`);

  const atProvider = await fetch(authorize, { redirect: 'manual' });
  const callback = new URL(atProvider.headers.get('location') as string);
  await tamper?.(callback);
  const back = await app.inject({
    method: 'GET',
    url: `${callback.pathname}${callback.search}`,
    headers: { host: PUBLIC_HOST, cookie: cookieBack(stateCookieOf(start)) },
  });
  expect(back.statusCode).toBe(302);
  return {
    location: back.headers.location as string,
    callback,
    authorize,
    stateCookie: stateCookieOf(start),
  };
}

async function exchange(location: string) {
  const token = new URL(location, 'http://pathshala.test').searchParams.get('token') ?? '';
  const response = await app.inject({ method: 'POST', url: '/api/auth/exchange', payload: { token } });
  return { response, cookie: sessionCookieOf(response) };
}

const userWithEmail = async (email: string) =>
  (await db.select().from(users).where(eq(users.email, email)))[0];

describe('social sign-in', () => {
  it('advertises each configured provider to the web app', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/auth/config' });
    expect(response.json().data).toMatchObject({ google: true, linkedin: true, github: true });
  });

  it('creates an account for a new Google user and signs in through a one-time code', async () => {
    const { location } = await signIn('google', { intent: 'signup' });
    expect(location).toMatch(/^\/oauth-success\?token=[^&]+&redirect=home$/);
    const { response, cookie } = await exchange(location);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ email: 'meera.iyer@gmail.com', name: 'Meera Iyer' });
    const me = await app.inject({
      method: 'GET',
      url: '/api/user/getUserDetails',
      headers: { cookie: cookie ?? '' },
    });
    expect(me.json().data.user.email).toBe('meera.iyer@gmail.com');
    const stored = await userWithEmail('meera.iyer@gmail.com');
    expect(stored?.googleSubject).toBe('2001');
    expect(stored?.passwordHash).toBeNull();

    // Signing in again finds the same account.
    const again = await exchange((await signIn('google')).location);
    expect(again.response.json().data.id).toBe(stored?.id);
  });

  it('signs in with GitHub through its primary verified address, and links it to the e-mail account', async () => {
    const { user } = await createUser(db, { email: 'arjun@example.com' });
    provider.setIdentity({ subject: '5512', email: 'Arjun@example.com', emailVerified: true, name: 'Arjun' });
    const { location, authorize } = await signIn('github');
    expect(authorize.pathname).toBe('/login/oauth/authorize');
    // GitHub is OAuth 2, not OpenID Connect: no nonce is sent.
    expect(authorize.searchParams.get('nonce')).toBeNull();
    const { response } = await exchange(location);
    expect(response.json().data.id).toBe(user.id);
    const [linked] = await db.select().from(users).where(eq(users.id, user.id));
    expect(linked?.githubSubject).toBe('5512');
  });

  it('signs in with LinkedIn through OpenID Connect, taking the e-mail from userinfo', async () => {
    provider.setIdentity({ subject: 'li-77', email: 'kavya@linkedin.example', name: 'Kavya Rao' });
    const { location } = await signIn('linkedin', { intent: 'signup' });
    const { response } = await exchange(location);
    expect(response.json().data).toMatchObject({ email: 'kavya@linkedin.example', name: 'Kavya Rao' });
    expect((await userWithEmail('kavya@linkedin.example'))?.linkedinSubject).toBe('li-77');
  });

  it.each(['github', 'linkedin', 'google'] as const)(
    'never links an unverified %s e-mail to the account that has it',
    async (via) => {
      const email = `owner-${via}@example.com`;
      const { user } = await createUser(db, { email });
      provider.setIdentity({ subject: `9${via.length}0${via.charCodeAt(0)}`, email, emailVerified: false });
      const { location } = await signIn(via);
      expect(location).toBe('/login?error=unverifiedEmail');
      const [untouched] = await db.select().from(users).where(eq(users.id, user.id));
      expect(untouched).toMatchObject({ googleSubject: null, linkedinSubject: null, githubSubject: null });
    },
  );

  it('creates no account for an identity without a verified e-mail', async () => {
    provider.setIdentity({ subject: '4004', email: 'unverified@example.com', emailVerified: false });
    expect((await signIn('github', { intent: 'signup' })).location).toBe('/login?error=unverifiedEmail');
    expect(await userWithEmail('unverified@example.com')).toBeUndefined();
  });

  it('answers userAlreadyExists when signing up with an e-mail that has an account', async () => {
    await createUser(db, { email: 'kiran@example.com' });
    provider.setIdentity({ subject: '6006', email: 'kiran@example.com' });
    const { location } = await signIn('google', { intent: 'signup', returnTo: '/course/sql?resume=buy-now' });
    expect(location).toBe(
      `/signup?error=userAlreadyExists&returnTo=${encodeURIComponent('/course/sql?resume=buy-now')}`,
    );
  });

  it('refuses a callback whose state was not issued here, a replayed state, and another provider’s state', async () => {
    const forged = await signIn('github', {
      tamper: (callback) => callback.searchParams.set('state', 'forged-state'),
    });
    expect(forged.location).toBe('/login?error=github');

    const first = await signIn('google');
    expect(first.location).toMatch(/^\/oauth-success\?token=/);
    const replay = await app.inject({
      method: 'GET',
      url: `${first.callback.pathname}${first.callback.search}`,
      headers: { host: PUBLIC_HOST, cookie: first.stateCookie },
    });
    expect(replay.headers.location).toBe('/login?error=google');

    // A state issued for Google, brought back to the GitHub callback.
    const crossed = await signIn('google', {
      tamper: (callback) => {
        callback.pathname = '/api/auth/github/callback';
      },
    });
    expect(crossed.location).toBe('/login?error=github');
  });

  it('refuses a callback brought to a browser that did not start the sign-in', async () => {
    // Login CSRF: an attacker starts a sign-in with their own account and sends the callback link to a victim.
    provider.setIdentity({ subject: 'attacker-1', email: 'attacker@example.com', emailVerified: true });
    const noCookie = await signIn('github', { intent: 'signup', cookieBack: () => '' });
    expect(noCookie.location).toBe('/login?error=github');
    const otherBrowser = await signIn('github', {
      intent: 'signup',
      cookieBack: () => 'pathshala_sign_in_state=a-state-this-browser-was-given',
    });
    expect(otherBrowser.location).toBe('/login?error=github');
    expect(await userWithEmail('attacker@example.com')).toBeUndefined();

    // The browser that started it completes it.
    const own = await signIn('github', { intent: 'signup' });
    expect(own.location).toMatch(/^\/oauth-success\?token=/);
  });

  it('sends a visitor who started on another name for this server to the public address first', async () => {
    const before = await db.select().from(oauthStates);
    const query = '/api/auth/github?redirect=login&returnTo=%2Fcourse%2Fsql';
    const elsewhere = await app.inject({ method: 'GET', url: query, headers: { host: '127.0.0.1:4000' } });
    expect(elsewhere.statusCode).toBe(302);
    expect(elsewhere.headers.location).toBe(`http://pathshala.test${query}`);
    // Nothing is started there: no state is kept and no cookie is set on a host the provider will not return to.
    expect(stateCookieOf(elsewhere)).toBe('');
    expect(await db.select().from(oauthStates)).toHaveLength(before.length);
  });

  it.each(['google', 'github'] as const)(
    'refuses a %s callback whose PKCE verifier does not match',
    async (via) => {
      provider.setIdentity({ subject: '7007', email: `pkce-${via}@example.com` });
      const { location } = await signIn(via, {
        // The stored verifier no longer belongs to the challenge sent: the provider must refuse the code.
        tamper: async (callback) => {
          await db
            .update(oauthStates)
            .set({ codeVerifier: 'x'.repeat(43) })
            .where(eq(oauthStates.state, callback.searchParams.get('state') ?? ''));
        },
      });
      expect(location).toBe(`/login?error=${via}`);
      expect(await userWithEmail(`pkce-${via}@example.com`)).toBeUndefined();
    },
  );

  it('carries a same-site return path through the round trip to /oauth-success', async () => {
    provider.setIdentity({ subject: '8008', email: 'return@example.com' });
    const returnTo = '/course/Data%20Science?resume=add-to-cart#reviews';
    const { location } = await signIn('github', { returnTo });
    const hand = new URL(location, 'http://pathshala.test');
    expect(hand.pathname).toBe('/oauth-success');
    expect(hand.searchParams.get('redirect')).toBe(returnTo.slice(1));
    expect((await exchange(location)).response.statusCode).toBe(200);
  });

  it.each([
    'https://evil.example/phish',
    '//evil.example/phish',
    '/\\evil.example',
    '\\\\evil.example',
    'javascript:alert(1)',
    'course/sql',
    '/course/\nsql',
    `/${'a'.repeat(600)}`,
  ])('refuses the return path %j before leaving for the provider', async (returnTo) => {
    const before = await db.select().from(oauthStates);
    const response = await app.inject({
      method: 'GET',
      url: `/api/auth/google?${new URLSearchParams({ redirect: 'login', returnTo })}`,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      success: false,
      message: 'The return path must be a path on this site.',
    });
    expect(await db.select().from(oauthStates)).toHaveLength(before.length);
  });

  it('answers 404 for a provider that is not configured and 400 for one that does not exist', async () => {
    const { app: bare } = await buildTestApp({ socialSignIn: {} });
    const github = await bare.inject({ method: 'GET', url: '/api/auth/github' });
    expect(github.statusCode).toBe(404);
    expect(github.json().message).toBe('GitHub sign-in is not configured.');
    expect((await bare.inject({ method: 'GET', url: '/api/auth/myspace' })).statusCode).toBe(400);
    const config = await bare.inject({ method: 'GET', url: '/api/auth/config' });
    expect(config.json().data).toMatchObject({ google: false, linkedin: false, github: false });
  });
});
