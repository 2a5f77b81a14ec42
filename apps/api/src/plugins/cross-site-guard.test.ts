import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config.ts';
import { sessions } from '../db/schema/accounts.ts';
import { wishlistItems } from '../db/schema/commerce.ts';
import { buildTestApp } from '../testing/build-test-app.ts';
import { createCourse, createUser } from '../testing/factories.ts';
import { hashToken, SESSION_COOKIE } from './auth.ts';
import { CROSS_SITE_MESSAGE } from './cross-site-guard.ts';

const SIBLING_FRONT_END = 'https://learn.pathshala.example';
const { app, db, config } = await buildTestApp({ allowedOrigins: [SIBLING_FRONT_END] });
const course = await createCourse(db);

const { user } = await createUser(db);
const token = randomBytes(32).toString('base64url');
await db
  .insert(sessions)
  .values({ tokenHash: hashToken(token), userId: user.id, expiresAt: new Date(Date.now() + 3_600_000) });
const cookie = `${SESSION_COOKIE}=${token}`;

/** A state-changing call that answers 401 without a session once past the guard (403 when refused). */
const addToCart = (headers: Record<string, string>) =>
  app.inject({ method: 'POST', url: '/api/cart/addToCart', headers, payload: { courseId: course.id } });

const toggleWishlist = (headers: Record<string, string>, method: 'GET' | 'HEAD' = 'GET') =>
  app.inject({ method, url: `/api/wishlist/toggleWishlist/${course.id}`, headers: { cookie, ...headers } });

async function wishlisted() {
  const rows = await db
    .select()
    .from(wishlistItems)
    .where(and(eq(wishlistItems.userId, user.id), eq(wishlistItems.courseId, course.id)));
  return rows.length > 0;
}

describe('state-changing requests and where they come from', () => {
  it('refuses a foreign Origin even without Fetch Metadata, in the envelope', async () => {
    const response = await addToCart({ origin: 'https://evil.example' });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ success: false, message: CROSS_SITE_MESSAGE });
  });

  it('refuses an opaque or unreadable Origin', async () => {
    expect((await addToCart({ origin: 'null' })).statusCode).toBe(403);
    expect((await addToCart({ origin: 'not a url' })).statusCode).toBe(403);
  });

  it('lets our own pages and the configured front ends through', async () => {
    expect((await addToCart({ origin: config.publicUrl })).statusCode).toBe(401);
    // An allowed origin outranks Fetch Metadata: a front end on a sibling site is same-site, not ours.
    expect((await addToCart({ origin: SIBLING_FRONT_END, 'sec-fetch-site': 'same-site' })).statusCode).toBe(
      401,
    );
  });

  it('falls back to the Referer when there is no Origin', async () => {
    expect((await addToCart({ referer: 'https://evil.example/free-course' })).statusCode).toBe(403);
    expect((await addToCart({ referer: `${config.publicUrl}/cart` })).statusCode).toBe(401);
  });

  it('falls back to Sec-Fetch-Site when there is neither: cross-site and same-site refused', async () => {
    expect((await addToCart({ 'sec-fetch-site': 'cross-site' })).statusCode).toBe(403);
    expect((await addToCart({ 'sec-fetch-site': 'same-site' })).statusCode).toBe(403);
    expect((await addToCart({ 'sec-fetch-site': 'same-origin' })).statusCode).toBe(401);
    expect((await addToCart({ 'sec-fetch-site': 'none' })).statusCode).toBe(401);
  });

  it('lets a client without any browser signal through (scripts, other servers)', async () => {
    expect((await addToCart({})).statusCode).toBe(401);
  });

  it('guards every state-changing method, DELETE included', async () => {
    const response = await app.inject({
      method: 'DELETE',
      url: '/api/user/delete',
      headers: { cookie, origin: 'https://evil.example' },
    });
    expect(response.statusCode).toBe(403);
    const stillThere = await app.inject({ method: 'GET', url: '/api/user/getUser', headers: { cookie } });
    expect(stillThere.statusCode).toBe(200);
  });

  it('leaves the signed Razorpay webhook to its signature', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/payment/webhook',
      headers: { origin: 'https://evil.example', 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(response.statusCode).not.toBe(403);
    expect(response.statusCode).toBeLessThan(500);
  });

  it('does not touch ordinary reads from other sites', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/courses/getCourse',
      headers: { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' },
    });
    expect(response.statusCode).toBe(200);
  });
});

describe("the spec's state-changing GET (toggleWishlist)", () => {
  it('refuses a cross-site or same-site navigation and changes nothing', async () => {
    const foreign: Record<string, string>[] = [
      { 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'navigate' },
      { 'sec-fetch-site': 'same-site', 'sec-fetch-mode': 'navigate' },
      { referer: 'https://evil.example/' },
      { origin: 'https://evil.example' },
      // Even a configured front end on another site: this GET is for our own pages only.
      { origin: SIBLING_FRONT_END, 'sec-fetch-site': 'cross-site' },
    ];
    for (const headers of foreign) {
      const response = await toggleWishlist(headers);
      expect(response.statusCode, JSON.stringify(headers)).toBe(403);
      expect(await wishlisted()).toBe(false);
    }
    expect((await toggleWishlist({ 'sec-fetch-site': 'cross-site' }, 'HEAD')).statusCode).toBe(403);
    expect(await wishlisted()).toBe(false);
  });

  it('toggles for our own pages, a typed address and clients that send no browser signal', async () => {
    const sameOrigin = await toggleWishlist({
      'sec-fetch-site': 'same-origin',
      referer: `${config.publicUrl}/`,
    });
    expect(sameOrigin.statusCode, sameOrigin.body).toBe(200);
    expect(await wishlisted()).toBe(true);
    expect((await toggleWishlist({ 'sec-fetch-site': 'none' })).statusCode).toBe(200);
    expect(await wishlisted()).toBe(false);
    expect((await toggleWishlist({})).statusCode).toBe(200);
    expect(await wishlisted()).toBe(true);
  });
});

describe('ALLOWED_ORIGINS', () => {
  it('is a comma-separated list of origins, normalised', () => {
    const parsed = loadConfig({
      NODE_ENV: 'production',
      PAYMENT_GATEWAY: 'simulated',
      PUBLIC_URL: 'https://pathshala.in',
      ALLOWED_ORIGINS: ' https://www.pathshala.in/ , HTTPS://Admin.Pathshala.in:443',
    });
    expect(parsed.allowedOrigins).toEqual(['https://www.pathshala.in', 'https://admin.pathshala.in']);
  });

  it('refuses an entry that is not an origin', () => {
    for (const ALLOWED_ORIGINS of ['pathshala.in', 'https://pathshala.in/app', 'ftp://pathshala.in']) {
      expect(() => loadConfig({ NODE_ENV: 'test', ALLOWED_ORIGINS }), ALLOWED_ORIGINS).toThrow(ConfigError);
    }
    expect(() => loadConfig({ NODE_ENV: 'test', ALLOWED_ORIGINS: 'pathshala.in' })).toThrow(
      /ALLOWED_ORIGINS/,
    );
  });

  it('defaults to the Vite dev server in development only', () => {
    expect(loadConfig({ NODE_ENV: 'development' }).allowedOrigins).toContain('http://localhost:5173');
    const production = loadConfig({
      NODE_ENV: 'production',
      PAYMENT_GATEWAY: 'simulated',
      PUBLIC_URL: 'https://pathshala.in',
    });
    expect(production.allowedOrigins).toEqual([]);
  });

  it('takes the default localhost address as 127.0.0.1 too', () => {
    expect(loadConfig({ NODE_ENV: 'test', PORT: '3100' }).allowedOrigins).toEqual(['http://127.0.0.1:3100']);
  });
});
