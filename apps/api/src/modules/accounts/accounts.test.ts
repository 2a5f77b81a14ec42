import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ACCOUNT_MESSAGES } from '@pathshala/shared/accounts';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { handoverCodes, users } from '../../db/schema/accounts.ts';
import { buildTestApp, sessionCookieOf, signedInLearner, testConfig } from '../../testing/build-test-app.ts';
import { createUser } from '../../testing/factories.ts';
import { multipartBody } from '../../testing/multipart.ts';
import { createLoginThrottle } from './login-throttle.ts';
import { hashPassword, verifyPassword } from './password.ts';
import type { PasswordHashing } from './password-hashing.ts';
import {
  ACCOUNT_CLOSED_MESSAGE,
  authenticate,
  createHandoverCode,
  eraseClosedAccounts,
  register,
} from './service.ts';

const { app, db, config } = await buildTestApp();

async function login(email: string, password: string, cookie?: string) {
  return app.inject({
    method: 'POST',
    url: '/api/user/login',
    payload: { email, password },
    headers: cookie ? { cookie } : {},
  });
}

async function loggedIn(password = 'Secret@123') {
  const { user } = await createUser(db, { password });
  const response = await login(user.email, password);
  const cookie = sessionCookieOf(response);
  if (!cookie) throw new Error('no session cookie');
  return { user, cookie, password };
}

const details = (cookie?: string) =>
  app.inject({ method: 'GET', url: '/api/user/getUserDetails', headers: cookie ? { cookie } : {} });

describe('register', () => {
  const valid = {
    name: 'Priya Sharma',
    email: 'Priya@Example.com',
    mobileNo: '9876543210',
    password: 'Str0ng@pass',
  };

  it('creates the account with 201 and returns it without any password field', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/user/register', payload: valid });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body.success).toBe(true);
    expect(body.data).toMatchObject({
      name: 'Priya Sharma',
      email: 'priya@example.com',
      language: 'en-US',
      role: 'learner',
    });
    expect(JSON.stringify(body)).not.toMatch(/password|scrypt/i);
    expect(sessionCookieOf(response)).toBeUndefined();
    const [stored] = await db.select().from(users).where(eq(users.email, 'priya@example.com'));
    expect(stored?.passwordHash).toMatch(/^scrypt\$\d+\$8\$1\$/);
  });

  it('refuses a second account for the same e-mail, whatever its case, with 409', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/user/register',
      payload: { ...valid, email: 'PRIYA@example.com' },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ success: false, message: ACCOUNT_MESSAGES.userAlreadyExists });
  });

  it('hashes the password of a taken address too, so its 409 takes the time of a new account (counted, not timed)', async () => {
    let hashed = 0;
    const hashing: PasswordHashing = {
      hash: async (password) => {
        hashed += 1;
        return hashPassword(password);
      },
      verify: verifyPassword,
    };
    await expect(register(db, hashing, { ...valid, email: 'priya@example.com' })).rejects.toMatchObject({
      message: ACCOUNT_MESSAGES.userAlreadyExists,
    });
    await register(db, hashing, { ...valid, email: 'someone-new@example.com' });
    expect(hashed).toBe(2);
  });

  it.each([
    [{ ...valid, email: '' }, 'Email is required'],
    [{ ...valid, email: undefined }, 'Email is required'],
    [{ ...valid, email: 'not-an-email' }, 'Invalid email format'],
    [{ ...valid, name: '  ' }, 'Name is required'],
    [{ ...valid, mobileNo: '' }, 'Phone Number is required'],
    [{ ...valid, mobileNo: '98765' }, 'Phone number must be exactly 10 digits'],
    [{ ...valid, password: '' }, 'Password is required'],
    [{ ...valid, password: 'short' }, 'Password must be at least 8 characters'],
    [{ ...valid, password: 'x'.repeat(129) }, 'Password must be at most 128 characters'],
  ])('answers 400 with the spec message for %o', async (payload, message) => {
    const response = await app.inject({ method: 'POST', url: '/api/user/register', payload });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ success: false, message });
  });
});

describe('login and sessions', () => {
  it('logs in with an HttpOnly, SameSite=Lax cookie, not Secure on plain http', async () => {
    const { user, password } = await createUser(db);
    const response = await login(user.email.toUpperCase(), password);
    expect(response.statusCode).toBe(200);
    expect(response.json().data.email).toBe(user.email);
    const cookie = response.cookies.find((candidate) => candidate.name === 'pathshala_session');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie?.secure).toBeFalsy();
    expect(cookie?.value.length).toBeGreaterThanOrEqual(40);
    expect(cookie?.expires?.getTime()).toBeGreaterThan(Date.now() + 29 * 24 * 3600 * 1000);
  });

  it('gives the same answer for an unknown e-mail and a wrong password, after the same work', async () => {
    const { user } = await createUser(db);
    const wrongPassword = await login(user.email, 'Wrong@pass1');
    const unknownEmail = await login('nobody-here@example.com', 'Wrong@pass1');
    expect(wrongPassword.statusCode).toBe(401);
    expect(unknownEmail.statusCode).toBe(401);
    expect(wrongPassword.json()).toEqual(unknownEmail.json());
    expect(unknownEmail.json().message).toBe(ACCOUNT_MESSAGES.invalidCredentials);

    // The same work, counted rather than timed (a timing ratio fails on a busy machine): each failure runs one
    // scrypt verification, against a hash of the same cost, so neither returns early (no account enumeration).
    const throttle = createLoginThrottle(db, 'test-secret', config.rateLimits);
    const verified: string[] = [];
    const hashing: PasswordHashing = {
      hash: hashPassword,
      verify: async (password, stored) => {
        verified.push(stored.split('$').slice(0, 4).join('$'));
        return verifyPassword(password, stored);
      },
    };
    const client = { address: '203.0.113.7', device: undefined };
    for (const email of [user.email, 'nobody-else@example.com']) {
      await expect(
        authenticate(db, throttle, hashing, { email, password: 'Wrong@pass1' }, client),
      ).rejects.toMatchObject({ message: ACCOUNT_MESSAGES.invalidCredentials });
    }
    const [stored] = await db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, user.id));
    const userCost = stored?.hash?.split('$').slice(0, 4).join('$');
    expect(verified).toEqual([userCost, userCost]);
  });

  it('answers getUser with data.user for a session and 401 for a visitor, and guards getUserDetails', async () => {
    const visitor = await app.inject({ method: 'GET', url: '/api/user/getUser' });
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json().success).toBe(false);
    expect((await details()).statusCode).toBe(401);
    expect((await details('pathshala_session=forged-token')).statusCode).toBe(401);

    const { user, cookie } = await loggedIn();
    const me = await app.inject({ method: 'GET', url: '/api/user/getUser', headers: { cookie } });
    expect(me.json().data.user.id).toBe(user.id);
    const full = await details(cookie);
    expect(full.statusCode).toBe(200);
    expect(full.json().data.user.email).toBe(user.email);
  });

  it('sets a readable "signed in" hint with the session and clears it at logout and for a dead session', async () => {
    const { user, password } = await loggedIn();
    const response = await login(user.email, password);
    const hint = response.cookies.find((cookie) => cookie.name === 'pathshala_signed_in');
    expect(hint).toMatchObject({ value: '1', sameSite: 'Lax' });
    expect(hint?.httpOnly).toBeFalsy();
    const session = response.cookies.find((cookie) => cookie.name === 'pathshala_session');
    expect(session?.httpOnly).toBe(true);
    expect(hint?.value).not.toBe(session?.value);

    const cookie = sessionCookieOf(response) ?? '';
    const out = await app.inject({ method: 'POST', url: '/api/user/logout', headers: { cookie } });
    expect(out.cookies.find((item) => item.name === 'pathshala_signed_in')?.value).toBe('');
    const dead = await app.inject({ method: 'GET', url: '/api/user/getUser', headers: { cookie } });
    expect(dead.statusCode).toBe(401);
    expect(dead.cookies.find((item) => item.name === 'pathshala_signed_in')?.value).toBe('');
  });

  it('rotates the session on login and kills it on logout', async () => {
    const { user, cookie: first, password } = await loggedIn();
    const again = await login(user.email, password, first);
    const second = sessionCookieOf(again);
    expect(second).toBeDefined();
    expect(second).not.toBe(first);
    expect((await details(first)).statusCode).toBe(401);
    expect((await details(second)).statusCode).toBe(200);

    const logout = await app.inject({
      method: 'POST',
      url: '/api/user/logout',
      headers: { cookie: second ?? '' },
    });
    expect(logout.statusCode).toBe(200);
    expect(logout.json()).toEqual({ success: true, message: 'Logged out successfully' });
    const cleared = logout.cookies.find((candidate) => candidate.name === 'pathshala_session');
    expect(cleared?.value).toBe('');
    expect((await details(second)).statusCode).toBe(401);
  });

  it('backs off failed logins from one client after 5, refusing even the right password meanwhile', async () => {
    const { user, password } = await createUser(db);
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await login(user.email, `Wrong@pass${attempt}`)).statusCode).toBe(401);
    }
    const blocked = await login(user.email, password);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toMatch(
      /^Too many failed login attempts\. Please try again in \d+ seconds?\.$/,
    );
    // Another learner on the same network is not affected.
    const other = await createUser(db);
    expect((await login(other.user.email, other.password)).statusCode).toBe(200);
  });
});

describe('rate limit per IP', async () => {
  const limited = await buildTestApp({
    rateLimits: { ...testConfig().rateLimits, authPerMinute: 3 },
  });

  it('answers 429 with a clear message once the per-minute budget is spent', async () => {
    const attempt = () =>
      limited.app.inject({
        method: 'POST',
        url: '/api/user/login',
        payload: { email: 'x@example.com', password: '' },
      });
    for (let i = 0; i < 3; i += 1) expect((await attempt()).statusCode).toBe(400);
    const refused = await attempt();
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ success: false, message: expect.stringMatching(/^Too many requests/) });
  });
});

describe('secure cookies behind https', async () => {
  const secure = await buildTestApp({ publicUrl: 'https://pathshala.example' });

  it('marks the session cookie Secure when the public URL is https', async () => {
    const { user, password } = await createUser(secure.db);
    const response = await secure.app.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: { email: user.email, password },
    });
    expect(response.cookies.find((candidate) => candidate.name === 'pathshala_session')?.secure).toBe(true);
  });
});

describe('profile', () => {
  it('updates bio and language only; name, e-mail and mobile are read-only', async () => {
    const { user, cookie } = await loggedIn();
    const response = await app.inject({
      method: 'POST',
      url: '/api/user/updateDetails',
      headers: { cookie },
      payload: {
        name: 'Hacker',
        email: 'other@example.com',
        mobileNo: '1111111111',
        bio: 'I love Python.',
        language: 'hi-IN',
      },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().data).toMatchObject({
      name: user.name,
      email: user.email,
      mobileNo: user.mobileNo,
      bio: 'I love Python.',
      language: 'hi-IN',
    });
    // Only the interface's languages: one the interface cannot show is refused like any unknown value.
    for (const language of ['klingon', 'ta-IN']) {
      const invalid = await app.inject({
        method: 'POST',
        url: '/api/user/updateDetails',
        headers: { cookie },
        payload: { bio: 'x', language },
      });
      expect(invalid.statusCode).toBe(400);
      expect(invalid.json()).toEqual({ success: false, message: 'Please choose a language from the list' });
    }
    const visitor = await app.inject({
      method: 'POST',
      url: '/api/user/updateDetails',
      payload: { bio: 'x' },
    });
    expect(visitor.statusCode).toBe(401);
  });

  it('sets a stored language the interface cannot show to English (its migration)', async () => {
    const migration = readFileSync(
      new URL('../../../drizzle/0039_profile_languages_supported.sql', import.meta.url),
      'utf8',
    );
    const [tamil, hindi, english] = await Promise.all(
      ['ta-IN', 'hi-IN', 'en-US'].map(async (language) => (await createUser(db, { language })).user),
    );
    await db.execute(sql.raw(migration));
    const languageOf = async (id: string | undefined) =>
      (
        await db
          .select({ language: users.language })
          .from(users)
          .where(eq(users.id, id ?? ''))
      )[0]?.language;
    expect(await languageOf(tamil?.id)).toBe('en-US');
    expect(await languageOf(hindi?.id)).toBe('hi-IN');
    expect(await languageOf(english?.id)).toBe('en-US');
  });

  it('changes the password, ends every other session and keeps this browser signed in', async () => {
    const { user, cookie: here, password } = await loggedIn();
    const elsewhere = sessionCookieOf(await login(user.email, password));

    const wrongOld = await app.inject({
      method: 'POST',
      url: '/api/user/updatePassword',
      headers: { cookie: here },
      payload: { oldPassword: 'Nope@1234', newPassword: 'Brand@new123' },
    });
    expect(wrongOld.statusCode).toBe(400);
    expect(wrongOld.json().message).toBe('Old password is incorrect');

    const changed = await app.inject({
      method: 'POST',
      url: '/api/user/updatePassword',
      headers: { cookie: here },
      payload: { oldPassword: password, newPassword: 'Brand@new123' },
    });
    expect(changed.statusCode).toBe(200);
    const fresh = sessionCookieOf(changed);
    expect((await details(elsewhere)).statusCode).toBe(401);
    expect((await details(here)).statusCode).toBe(401);
    expect((await details(fresh)).statusCode).toBe(200);
    expect((await login(user.email, password)).statusCode).toBe(401);
    expect((await login(user.email, 'Brand@new123')).statusCode).toBe(200);
  });
});

describe('profile photo', () => {
  const avatarsDir = () => path.join(config.dataDir, 'files', 'avatars');
  const storedAvatars = () => {
    try {
      return readdirSync(avatarsDir());
    } catch {
      return [];
    }
  };
  const upload = (cookie: string | undefined, body: ReturnType<typeof multipartBody>) =>
    app.inject({
      method: 'POST',
      url: '/api/user/updateProfilePhoto',
      headers: { ...(cookie ? { cookie } : {}), 'content-type': body.contentType },
      payload: body.payload,
    });

  it('re-encodes a real photo to a 512 px WebP without metadata', async () => {
    const { cookie } = await loggedIn();
    const png = await sharp({ create: { width: 1200, height: 900, channels: 3, background: '#1d4ed8' } })
      .png()
      .withMetadata({ exif: { IFD0: { Copyright: 'secret-location' } } })
      .toBuffer();
    const response = await upload(cookie, multipartBody('profilePhoto', 'me.png', 'image/png', png));
    expect(response.statusCode).toBe(201);
    const photoUrl: string = response.json().data.profilePhoto;
    expect(photoUrl).toMatch(/^http:\/\/localhost:3000\/api\/user\/profilePhoto\/[a-f0-9]{32}\.webp$/);

    const served = await app.inject({ method: 'GET', url: photoUrl });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 512, height: 512 });
    expect(meta.exif).toBeUndefined();
    expect(served.rawPayload.includes(Buffer.from('secret-location'))).toBe(false);
  });

  it('refuses a file that only claims to be an image (415) and stores nothing', async () => {
    const { cookie } = await loggedIn();
    const before = storedAvatars().length;
    const fake = Buffer.from('<?php system($_GET["c"]); ?> definitely a png');
    const response = await upload(cookie, multipartBody('profilePhoto', 'me.png', 'image/png', fake));
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({ success: false, message: 'Only JPEG, PNG or WebP images are allowed' });
    expect(storedAvatars().length).toBe(before);
  });

  it('refuses a photo over 2 MB with 413 while reading it, and stores nothing', async () => {
    const { cookie } = await loggedIn();
    const before = storedAvatars().length;
    const header = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const oversized = Buffer.concat([header, Buffer.alloc(2 * 1024 * 1024)]);
    const response = await upload(cookie, multipartBody('profilePhoto', 'big.png', 'image/png', oversized));
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ success: false, message: 'File size must be less than 2MB' });
    expect(storedAvatars().length).toBe(before);
  });

  it('needs a login and the profilePhoto field', async () => {
    const png = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    expect(
      (await upload(undefined, multipartBody('profilePhoto', 'a.png', 'image/png', png))).statusCode,
    ).toBe(401);
    const { cookie } = await loggedIn();
    const wrongField = await upload(cookie, multipartBody('avatar', 'a.png', 'image/png', png));
    expect(wrongField.statusCode).toBe(400);
    const notMultipart = await app.inject({
      method: 'POST',
      url: '/api/user/updateProfilePhoto',
      headers: { cookie },
      payload: { profilePhoto: 'x' },
    });
    expect(notMultipart.statusCode).toBe(415);
  });
});

describe('account closure', () => {
  it('signs out everywhere, refuses login, can be reinstated by an admin within 14 days', async () => {
    const { user, cookie, password } = await loggedIn();
    const other = sessionCookieOf(await login(user.email, password));
    const closed = await app.inject({ method: 'DELETE', url: '/api/user/delete', headers: { cookie } });
    expect(closed.statusCode).toBe(200);
    expect(closed.json().message).toBe(ACCOUNT_CLOSED_MESSAGE);
    expect((await details(cookie)).statusCode).toBe(401);
    expect((await details(other)).statusCode).toBe(401);

    const refused = await login(user.email, password);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(ACCOUNT_CLOSED_MESSAGE);

    const learnerTry = await app.inject({
      method: 'POST',
      url: `/api/admin/users/${user.id}/reinstate`,
      headers: {
        cookie: sessionCookieOf(await login((await createUser(db)).user.email, 'Secret@123')) ?? '',
      },
    });
    expect(learnerTry.statusCode).toBe(403);

    const admin = await createUser(db, { role: 'admin' });
    const adminCookie = sessionCookieOf(await login(admin.user.email, admin.password)) ?? '';
    const reinstated = await app.inject({
      method: 'POST',
      url: `/api/admin/users/${user.id}/reinstate`,
      headers: { cookie: adminCookie },
    });
    expect(reinstated.statusCode).toBe(200);
    expect((await login(user.email, password)).statusCode).toBe(200);
  });

  it('erases personal data 14 days after closing, keeping the row for accounting', async () => {
    const { user, cookie, password } = await loggedIn();
    await app.inject({ method: 'DELETE', url: '/api/user/delete', headers: { cookie } });
    expect(await eraseClosedAccounts(db, app.storage)).toBe(0); // still inside the 14 days

    await db
      .update(users)
      .set({ closedAt: new Date(Date.now() - 15 * 24 * 3600 * 1000) })
      .where(eq(users.id, user.id));
    expect(await eraseClosedAccounts(db, app.storage)).toBe(1);
    const [erased] = await db.select().from(users).where(eq(users.id, user.id));
    expect(erased).toMatchObject({
      name: 'Deleted user',
      mobileNo: '',
      passwordHash: null,
      profilePhoto: null,
    });
    expect(erased?.email).not.toBe(user.email);
    expect(erased?.erasedAt).toBeInstanceOf(Date);
    expect((await login(user.email, password)).statusCode).toBe(401);
    expect(await eraseClosedAccounts(db, app.storage)).toBe(0);
  });
});

describe('token hand-over', () => {
  it('exchanges a one-time code for a session cookie, once', async () => {
    const { user } = await createUser(db);
    const code = await createHandoverCode(db, user.id);
    const exchanged = await app.inject({
      method: 'POST',
      url: '/api/auth/exchange',
      payload: { token: code },
    });
    expect(exchanged.statusCode).toBe(200);
    expect(exchanged.json().data.id).toBe(user.id);
    expect((await details(sessionCookieOf(exchanged))).statusCode).toBe(200);

    const replay = await app.inject({ method: 'POST', url: '/api/auth/exchange', payload: { token: code } });
    expect(replay.statusCode).toBe(400);
    const forged = await app.inject({
      method: 'POST',
      url: '/api/auth/exchange',
      payload: { token: 'made-up' },
    });
    expect(forged.statusCode).toBe(400);
  });

  const getUser = (cookie: string) =>
    app.inject({ method: 'GET', url: '/api/user/getUser', headers: { cookie } });

  it('signs a client in once by a hand-over code kept in an accessToken cookie', async () => {
    const { user } = await createUser(db);
    const code = await createHandoverCode(db, user.id);
    const first = await getUser(`accessToken=${encodeURIComponent(code)}`);
    expect(first.statusCode).toBe(200);
    expect(first.json().data.user.email).toBe(user.email);
    const session = sessionCookieOf(first);
    expect(session).toBeDefined();
    // The spent cookie is cleared, so the browser stops sending it.
    expect(first.cookies.find((cookie) => cookie.name === 'accessToken')?.value).toBe('');
    expect((await details(session)).statusCode).toBe(200);

    // Spent: a second use is a visitor, and so is the exchange call with the same code.
    const second = await getUser(`accessToken=${encodeURIComponent(code)}`);
    expect(second.statusCode).toBe(401);
    expect(sessionCookieOf(second)).toBeUndefined();
    const exchanged = await app.inject({
      method: 'POST',
      url: '/api/auth/exchange',
      payload: { token: code },
    });
    expect(exchanged.statusCode).toBe(400);
  });

  it('keeps a session cookie over a hand-over cookie, and refuses made-up, expired and closed-account codes', async () => {
    const { user: owner, cookie: ownerSession } = await signedInLearner(app, db);
    const { user: other } = await createUser(db);
    const otherCode = await createHandoverCode(db, other.id);
    const both = await getUser(`${ownerSession}; accessToken=${encodeURIComponent(otherCode)}`);
    expect(both.json().data.user.email).toBe(owner.email);
    // The code was not spent by a request that already had a session.
    expect((await getUser(`accessToken=${encodeURIComponent(otherCode)}`)).statusCode).toBe(200);

    expect((await getUser('accessToken=made-up')).statusCode).toBe(401);
    expect((await getUser(`accessToken=${'x'.repeat(500)}`)).statusCode).toBe(401);

    const expired = await createHandoverCode(db, other.id);
    await db
      .update(handoverCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(handoverCodes.userId, other.id));
    expect((await getUser(`accessToken=${encodeURIComponent(expired)}`)).statusCode).toBe(401);

    const { user: closing } = await createUser(db);
    const closingCode = await createHandoverCode(db, closing.id);
    await db.update(users).set({ closedAt: new Date() }).where(eq(users.id, closing.id));
    expect((await getUser(`accessToken=${encodeURIComponent(closingCode)}`)).statusCode).toBe(401);
  });

  it('tells the web app that Google sign-in is off without credentials', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/auth/config' });
    expect(response.json()).toEqual({
      success: true,
      data: { google: false, linkedin: false, github: false, quizServiceUrl: null, resumeBuilderUrl: null },
    });
    expect((await app.inject({ method: 'GET', url: '/api/auth/google?redirect=login' })).statusCode).toBe(
      404,
    );
  });
});
