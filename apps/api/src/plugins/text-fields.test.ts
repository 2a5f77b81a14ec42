/**
 * Every string a request schema reads is built with the shared `text()`: one-line fields
 * refuse tabs and line breaks inside them with a message naming the field; multi-line fields keep them.
 */
import { describe, expect, it } from 'vitest';
import { buildTestApp, sessionCookieOf } from '../testing/build-test-app.ts';
import { createUser } from '../testing/factories.ts';

const { app, db } = await buildTestApp();

describe('one-line and multi-line text fields', () => {
  it('refuse a line break or tab inside a one-line field, naming the field', async () => {
    const cases = [
      {
        request: {
          method: 'POST' as const,
          url: '/api/user/register',
          payload: {
            name: 'Priya\nSharma',
            email: 'p@example.com',
            mobileNo: '9876543210',
            password: 'Str0ng@pass',
          },
        },
        message: 'Name must be one line, without tabs.',
      },
      {
        request: { method: 'GET' as const, url: `/api/search?keyword=${encodeURIComponent('java\tscript')}` },
        message: 'Search text must be one line, without tabs.',
      },
      {
        request: {
          method: 'POST' as const,
          url: '/api/coupon/useCoupon',
          payload: { couponCode: 'WELCOME\r\n20', courseId: '8f4c1a52-2b7e-4c1d-9a3e-5b6c7d8e9f01' },
        },
        message: 'Coupon code must be one line, without tabs.',
      },
    ];
    for (const { request, message } of cases) {
      const response = await app.inject(request);
      expect(response.statusCode, request.url).toBe(400);
      expect(response.json()).toEqual({ success: false, message });
    }
  });

  it('keep the line breaks of a multi-line field (the bio)', async () => {
    const { user, password } = await createUser(db);
    const login = await app.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: { email: user.email, password },
    });
    const response = await app.inject({
      method: 'POST',
      url: '/api/user/updateDetails',
      headers: { cookie: sessionCookieOf(login) },
      payload: { bio: 'Learning Python.\n\tNext: data science.' },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().data.bio).toBe('Learning Python.\n\tNext: data science.');
  });
});
