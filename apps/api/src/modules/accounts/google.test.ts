import { eq } from 'drizzle-orm';
import { OAuth2Server } from 'oauth2-mock-server';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/accounts.ts';
import { buildTestApp, sessionCookieOf } from '../../testing/build-test-app.ts';
import { createUser } from '../../testing/factories.ts';

// The whole OpenID Connect flow against a local issuer: discovery, PKCE, state, nonce, signed ID token.
const issuer = new OAuth2Server();
await issuer.issuer.keys.generate('RS256');
await issuer.start(0, 'localhost');
afterAll(() => issuer.stop());

let claims: Record<string, unknown> = {};
issuer.service.on('beforeTokenSigning', (token) => {
  Object.assign(token.payload, claims);
});
beforeEach(() => {
  claims = { sub: 'google-sub-1', email: 'Meera.Iyer@gmail.com', email_verified: true, name: 'Meera Iyer' };
});

const { app, db } = await buildTestApp({
  publicUrl: 'http://pathshala.test',
  google: { clientId: 'pathshala-web', clientSecret: 'test-secret', issuer: issuer.issuer.url ?? '' },
});

/** Browser steps: our start URL → the issuer's authorize endpoint → back to our callback. */
async function signInWithGoogle(intent: 'login' | 'signup', tamper?: (callback: URL) => void) {
  const start = await app.inject({ method: 'GET', url: `/api/auth/google?redirect=${intent}` });
  expect(start.statusCode).toBe(302);
  const authorize = new URL(start.headers.location as string);
  expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
  expect(authorize.searchParams.get('code_challenge')).toBeTruthy();
  expect(authorize.searchParams.get('state')).toBeTruthy();
  expect(authorize.searchParams.get('redirect_uri')).toBe('http://pathshala.test/api/auth/google/callback');

  const atIssuer = await fetch(authorize, { redirect: 'manual' });
  const callback = new URL(atIssuer.headers.get('location') as string);
  tamper?.(callback);
  const back = await app.inject({ method: 'GET', url: `${callback.pathname}${callback.search}` });
  expect(back.statusCode).toBe(302);
  return { location: back.headers.location as string, callback };
}

async function exchange(location: string) {
  const token = new URL(location, 'http://pathshala.test').searchParams.get('token') ?? '';
  const response = await app.inject({ method: 'POST', url: '/api/auth/exchange', payload: { token } });
  return { response, cookie: sessionCookieOf(response) };
}

describe('Google sign-in', () => {
  it('advertises itself to the web app', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/auth/config' });
    expect(response.json().data.google).toBe(true);
  });

  it('creates an account for a new Google user and signs in through a one-time code', async () => {
    const { location } = await signInWithGoogle('signup');
    expect(location).toMatch(/^\/\?token=/);
    const { response, cookie } = await exchange(location);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ email: 'meera.iyer@gmail.com', name: 'Meera Iyer' });
    const me = await app.inject({
      method: 'GET',
      url: '/api/user/getUserDetails',
      headers: { cookie: cookie ?? '' },
    });
    expect(me.json().data.user.email).toBe('meera.iyer@gmail.com');
    const [stored] = await db.select().from(users).where(eq(users.googleSubject, 'google-sub-1'));
    expect(stored?.passwordHash).toBeNull();

    // Signing in again finds the same account.
    const again = await exchange((await signInWithGoogle('login')).location);
    expect(again.response.json().data.id).toBe(stored?.id);
  });

  it('links an existing e-mail account when signing in', async () => {
    const { user } = await createUser(db, { email: 'arjun@example.com' });
    claims = { sub: 'google-sub-2', email: 'arjun@example.com', email_verified: true, name: 'Arjun' };
    const { response } = await exchange((await signInWithGoogle('login')).location);
    expect(response.json().data.id).toBe(user.id);
    const [linked] = await db.select().from(users).where(eq(users.id, user.id));
    expect(linked?.googleSubject).toBe('google-sub-2');
  });

  it('answers userAlreadyExists when signing up with an e-mail that has an account', async () => {
    await createUser(db, { email: 'kavya@example.com' });
    claims = { sub: 'google-sub-3', email: 'kavya@example.com', email_verified: true, name: 'Kavya' };
    const { location } = await signInWithGoogle('signup');
    expect(location).toBe('/signup?error=userAlreadyExists');
  });

  it('refuses a callback whose state was not issued here, and a replayed state', async () => {
    const forged = await signInWithGoogle('login', (callback) =>
      callback.searchParams.set('state', 'forged-state'),
    );
    expect(forged.location).toBe('/login?error=google');

    const first = await signInWithGoogle('login');
    expect(first.location).toMatch(/^\/\?token=/);
    const replay = await app.inject({
      method: 'GET',
      url: `${first.callback.pathname}${first.callback.search}`,
    });
    expect(replay.headers.location).toBe('/login?error=google');
  });

  it('refuses an identity without a verified e-mail', async () => {
    claims = { sub: 'google-sub-4', email: 'unverified@example.com', email_verified: false, name: 'X' };
    const { location } = await signInWithGoogle('signup');
    expect(location).toBe('/login?error=google');
    const rows = await db.select().from(users).where(eq(users.email, 'unverified@example.com'));
    expect(rows).toHaveLength(0);
  });
});
