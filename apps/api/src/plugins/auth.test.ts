import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sessions } from '../db/schema/accounts.ts';
import { buildTestApp, signedInLearner } from '../testing/build-test-app.ts';
import { SESSION_COOKIE } from './auth.ts';

describe('session lookup', async () => {
  const { app, db } = await buildTestApp();
  await app.ready();
  const getUser = (cookie: string) =>
    app.inject({ method: 'GET', url: '/api/user/getUser', headers: { cookie } });

  it('accepts a live session and refuses it once expired, telling the browser to forget it', async () => {
    const { user, cookie } = await signedInLearner(app, db);
    expect((await getUser(cookie)).statusCode).toBe(200);
    // A second ago: the lookup compares the expiry with the time of the request.
    await db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1_000) })
      .where(eq(sessions.userId, user.id));
    app.sessionCache.dropUser(user.id);
    const refused = await getUser(cookie);
    expect(refused.statusCode).toBe(401);
    const cleared = refused.cookies.find((set) => set.name === SESSION_COOKIE);
    expect(cleared?.value).toBe('');
  });

  it('accepts a session that expires in a minute', async () => {
    const { user, cookie } = await signedInLearner(app, db);
    await db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() + 60_000) })
      .where(eq(sessions.userId, user.id));
    app.sessionCache.dropUser(user.id);
    expect((await getUser(cookie)).statusCode).toBe(200);
  });
});
