import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { buildTestApp, testConfig } from '../../testing/build-test-app.ts';

// Two API instances behind one load balancer share one budget through Redis (CI sets TEST_REDIS_URL).
const redisUrl = process.env.TEST_REDIS_URL;

describe.runIf(redisUrl)('rate limits shared through Redis', async () => {
  const rateLimits = { ...testConfig().rateLimits, authPerMinute: 4 };
  const first = await buildTestApp({ redisUrl, rateLimits });
  const second = await buildTestApp({ redisUrl, rateLimits });

  it('counts requests to either instance against the same per-IP budget', async () => {
    // A fresh client address per run, so earlier runs' counters in Redis do not interfere.
    const ip = `10.${randomBytes(1)[0]}.${randomBytes(1)[0]}.${randomBytes(1)[0]}`;
    const attempt = (app: typeof first.app) =>
      app.inject({
        method: 'POST',
        url: '/api/user/login',
        remoteAddress: ip,
        payload: { email: 'x@example.com' },
      });
    expect((await attempt(first.app)).statusCode).toBe(400);
    expect((await attempt(second.app)).statusCode).toBe(400);
    expect((await attempt(first.app)).statusCode).toBe(400);
    expect((await attempt(second.app)).statusCode).toBe(400);
    expect((await attempt(first.app)).statusCode).toBe(429);
    expect((await attempt(second.app)).statusCode).toBe(429);
  });
});
