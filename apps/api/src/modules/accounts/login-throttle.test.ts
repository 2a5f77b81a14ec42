import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../app.ts';
import { buildTestApp, sessionCookieOf, testConfig } from '../../testing/build-test-app.ts';
import { createUser } from '../../testing/factories.ts';

// Password checks can be held at the door, so a test sees who is hashing while others wait (no timing).
const held = vi.hoisted(() => ({
  gate: undefined as Promise<void> | undefined,
  release: () => {},
  started: [] as string[],
}));
vi.mock('./password.ts', async (importOriginal) => {
  const real = await importOriginal<typeof import('./password.ts')>();
  return {
    ...real,
    verifyPassword: async (password: string, stored: string) => {
      if (held.gate) {
        held.started.push(password);
        await held.gate;
      }
      return real.verifyPassword(password, stored);
    },
  };
});

function holdPasswordChecks() {
  held.started = [];
  held.gate = new Promise<void>((resolve) => {
    held.release = () => {
      held.gate = undefined;
      resolve();
    };
  });
  return () => held.release();
}

/** Password checks run at once but are recorded, to show which requests reached one. */
function recordPasswordChecks() {
  held.started = [];
  held.gate = Promise.resolve();
}

afterEach(() => {
  held.release();
  held.gate = undefined;
  vi.useRealTimers();
});

/** Freezes the clock; `advance` moves it, so back-off waits pass without waiting. */
function frozenClock() {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2025-07-01T10:00:00Z'));
  return (ms: number) => vi.setSystemTime(Date.now() + ms);
}

const DEVICE_COOKIE = 'pathshala_device';
type App = Awaited<ReturnType<typeof buildTestApp>>['app'];

function loginOn(app: App) {
  return (email: string, password: string, ip: string, cookie?: string) =>
    app.inject({
      method: 'POST',
      url: '/api/user/login',
      remoteAddress: ip,
      payload: { email, password },
      headers: cookie ? { cookie } : {},
    });
}

function deviceCookieOf(response: { cookies: { name: string; value: string }[] }) {
  const cookie = response.cookies.find((candidate) => candidate.name === DEVICE_COOKIE);
  return cookie?.value ? `${DEVICE_COOKIE}=${cookie.value}` : undefined;
}

const backoff = (wait: string) => `Too many failed login attempts. Please try again in ${wait}.`;

// Each test hashes a password for every one of its dozens of logins: seconds when idle, a minute and more beside
// the PostgreSQL run and a CPU hog.
const HASHING_TEST_MS = 120_000;

describe('failed logins back off per e-mail and client', { timeout: HASHING_TEST_MS }, async () => {
  const { app, db } = await buildTestApp();
  const login = loginOn(app);

  it('lets 5 failures through, then doubles the wait from 1 s up to 15 minutes, and says when', async () => {
    const advance = frozenClock();
    const { user } = await createUser(db);
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await login(user.email, 'Wrong@pass1', '10.1.0.1')).statusCode).toBe(401);
    }
    const waits = [
      ...['1 second', '2 seconds', '4 seconds', '8 seconds', '16 seconds', '32 seconds'],
      ...['2 minutes', '3 minutes', '5 minutes', '9 minutes', '15 minutes', '15 minutes'],
    ];
    const seconds = [1, 2, 4, 8, 16, 32, 64, 128, 256, 512, 900, 900];
    for (const [index, wait] of waits.entries()) {
      const refused = await login(user.email, 'Wrong@pass1', '10.1.0.1');
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({ success: false, message: backoff(wait) });
      advance((seconds[index] ?? 0) * 1000);
      expect((await login(user.email, 'Wrong@pass1', '10.1.0.1')).statusCode).toBe(401);
    }
  });

  it('refuses a blocked pair without checking the password, and frees it after the wait', async () => {
    const advance = frozenClock();
    const { user, password } = await createUser(db);
    for (let attempt = 0; attempt < 6; attempt += 1) await login(user.email, 'Wrong@pass1', '10.1.0.2');
    recordPasswordChecks();
    const refused = await login(user.email, password, '10.1.0.2');
    expect(refused.statusCode).toBe(429);
    expect(held.started).toEqual([]);
    advance(2000);
    expect((await login(user.email, password, '10.1.0.2')).statusCode).toBe(200);
    // A success clears the pair: the next typo is one of five free failures again.
    expect((await login(user.email, 'Wrong@pass1', '10.1.0.2')).statusCode).toBe(401);
    expect((await login(user.email, password, '10.1.0.2')).statusCode).toBe(200);
  });

  it("does not let one client's failures block the same e-mail from another client", async () => {
    frozenClock();
    const { user, password } = await createUser(db);
    for (let attempt = 0; attempt < 10; attempt += 1) await login(user.email, 'Wrong@pass1', '10.1.0.3');
    expect((await login(user.email, password, '10.1.0.3')).statusCode).toBe(429);
    expect((await login(user.email, password, '10.1.0.4')).statusCode).toBe(200);
  });

  it('throttles unknown e-mails exactly like real ones (no account enumeration)', async () => {
    frozenClock();
    const { user } = await createUser(db);
    for (let attempt = 0; attempt < 6; attempt += 1) {
      await login(user.email, 'Wrong@pass1', '10.1.0.5');
      await login('nobody-at-all@example.com', 'Wrong@pass1', '10.1.0.5');
    }
    const real = await login(user.email, 'Wrong@pass1', '10.1.0.5');
    const unknown = await login('nobody-at-all@example.com', 'Wrong@pass1', '10.1.0.5');
    expect(real.statusCode).toBe(429);
    expect(unknown.json()).toEqual(real.json());
  });
});

describe('an account under distributed guessing', { timeout: HASHING_TEST_MS }, async () => {
  const { app, db } = await buildTestApp();
  const login = loginOn(app);

  /**
   * 25 wrong passwords, each from a different address, so no pair reaches its limit. After the 20th the
   * account backs off (1 s, 2 s, 4 s …) and the guesser waits each time; it ends with the account at 32 s.
   */
  async function guessFromEverywhere(email: string, advance: (ms: number) => void) {
    for (let attempt = 0; attempt < 25; attempt += 1) {
      if (attempt >= 20) advance(2 ** (attempt - 20) * 1000);
      expect((await login(email, `Guess@${attempt}x`, `172.16.${attempt}.9`)).statusCode).toBe(401);
    }
  }

  it('backs off new clients but never locks out a known device (signed cookie) or a known address', async () => {
    const advance = frozenClock();
    const { user, password } = await createUser(db);
    const first = await login(user.email, password, '192.0.2.10');
    expect(first.statusCode).toBe(200);
    const device = deviceCookieOf(first);
    expect(device).toBeDefined();

    await guessFromEverywhere(user.email, advance);
    // 25 failures, 20 free: the account waits 2^5 s for clients it has never seen.
    const stranger = await login(user.email, password, '198.51.100.7');
    expect(stranger.statusCode).toBe(429);
    expect(stranger.json().message).toBe(backoff('32 seconds'));

    // Known clients are slowed to at most one attempt a second by the account, never locked out.
    const tooSoon = await login(user.email, password, '203.0.113.50', device);
    expect(tooSoon.statusCode).toBe(429);
    expect(tooSoon.json().message).toBe(backoff('1 second'));
    advance(1000);
    expect((await login(user.email, password, '203.0.113.50', device)).statusCode).toBe(200);

    await guessFromEverywhere(user.email, advance);
    advance(1000);
    // The address the owner logged in from before, without the cookie (another browser on the same network).
    expect((await login(user.email, password, '192.0.2.10')).statusCode).toBe(200);
  });

  it('slows rather than locks the account: the wait for strangers passes and then grows', async () => {
    const advance = frozenClock();
    const { user, password } = await createUser(db);
    await guessFromEverywhere(user.email, advance);
    expect((await login(user.email, password, '198.51.100.8')).statusCode).toBe(429);
    advance(32_000);
    expect((await login(user.email, 'Guess@again1', '198.51.100.8')).statusCode).toBe(401);
    const refused = await login(user.email, password, '198.51.100.9');
    expect(refused.json().message).toBe(backoff('2 minutes'));
    advance(64_000);
    expect((await login(user.email, password, '198.51.100.9')).statusCode).toBe(200);
  });

  it('honours the device cookie only when its signature holds and it names this account', async () => {
    const advance = frozenClock();
    const { user, password } = await createUser(db);
    const other = await createUser(db);
    const device = deviceCookieOf(await login(user.email, password, '192.0.2.20')) ?? '';
    const otherDevice = deviceCookieOf(await login(other.user.email, other.password, '192.0.2.21')) ?? '';
    await guessFromEverywhere(user.email, advance);

    const tampered = device.replace(/.$/, (last) => (last === 'A' ? 'B' : 'A'));
    for (const cookie of [tampered, otherDevice, `${DEVICE_COOKIE}=forged`]) {
      const refused = await login(user.email, password, '203.0.113.60', cookie);
      expect(refused.json().message).toBe(backoff('32 seconds'));
    }
    expect((await login(user.email, password, '203.0.113.60', device)).json().message).toBe(
      backoff('1 second'),
    );
  });

  it('sets the device cookie HttpOnly, SameSite=Lax, long-lived and only for the login call', async () => {
    const { user, password } = await createUser(db);
    const response = await login(user.email, password, '192.0.2.30');
    const cookie = response.cookies.find((candidate) => candidate.name === DEVICE_COOKIE);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/api/user/login' });
    expect(cookie?.secure).toBeFalsy();
    expect(cookie?.expires?.getTime()).toBeGreaterThan(Date.now() + 300 * 24 * 3600 * 1000);
    expect(cookie?.value).not.toContain(user.email);
  });

  it('keeps the throttle in the database, so every API instance sees the same failures', async () => {
    frozenClock();
    const second = await buildApp({ config: app.config, db, logger: false });
    try {
      const { user, password } = await createUser(db);
      for (let attempt = 0; attempt < 5; attempt += 1) await login(user.email, 'Wrong@pass1', '10.9.0.1');
      const refused = await loginOn(second)(user.email, password, '10.9.0.1');
      expect(refused.statusCode).toBe(429);
      expect(refused.json().message).toBe(backoff('1 second'));
    } finally {
      await second.close();
    }
  });
});

describe('secure device cookie', async () => {
  const secure = await buildTestApp({ publicUrl: 'https://pathshala.example' });

  it('marks the device cookie Secure behind https', async () => {
    const { user, password } = await createUser(secure.db);
    const response = await loginOn(secure.app)(user.email, password, '192.0.2.40');
    expect(response.cookies.find((candidate) => candidate.name === DEVICE_COOKIE)?.secure).toBe(true);
  });
});

describe('password hashing is queued per client and in total', async () => {
  const { app, db } = await buildTestApp({
    rateLimits: { ...testConfig().rateLimits, authPerMinute: 1000 },
    passwordHashing: { perClient: { running: 2, waiting: 4 }, total: { running: 4, waiting: 2 } },
  });
  const login = loginOn(app);
  const busy = { success: false, message: 'Too many requests. Please try again in a few seconds.' };
  const patiently = { timeout: 10_000 };

  /** Fires wrong logins from one or many clients; `settled` fills as answers come back. */
  function fire(count: number, ipOf: (index: number) => string) {
    const settled: { statusCode: number; body: unknown }[] = [];
    const all = Array.from({ length: count }, (_, index) =>
      login(`guess-${ipOf(index)}-${index}@example.com`, `Guess@pass${index}`, ipOf(index)).then(
        (response) => {
          settled.push({ statusCode: response.statusCode, body: response.json() });
          return response.statusCode;
        },
      ),
    );
    return { settled, all: Promise.all(all) };
  }

  it("runs another client's login while one client's flood waits, and refuses the flood's excess", async () => {
    const { user, password } = await createUser(db);
    const release = holdPasswordChecks();
    const flood = fire(10, () => '10.66.0.1');
    // 2 hashing and 4 waiting for this client: the other 4 are refused at once, before any hash ends.
    await vi.waitFor(() => expect(flood.settled).toHaveLength(4), patiently);
    expect(flood.settled).toEqual(Array.from({ length: 4 }, () => ({ statusCode: 429, body: busy })));
    expect(held.started).toHaveLength(2);

    const owner = login(user.email, password, '10.66.0.2');
    // The owner's check starts while four of the flood's still wait behind their own two.
    await vi.waitFor(() => expect(held.started).toHaveLength(3), patiently);
    expect(held.started[2]).toBe(password);

    // Registering hashes too: the flooding client gets no more hashing that way either.
    const register = await app.inject({
      method: 'POST',
      url: '/api/user/register',
      remoteAddress: '10.66.0.1',
      payload: { name: 'Flood', email: 'flood@example.com', mobileNo: '9876543210', password: 'Flood@pass1' },
    });
    expect(register.statusCode).toBe(429);
    expect(register.json()).toEqual(busy);

    release();
    expect((await owner).statusCode).toBe(200);
    expect((await flood.all).sort()).toEqual([...Array(6).fill(401), ...Array(4).fill(429)]);
  });

  it('refuses with 429 when all clients together fill the global queue', async () => {
    const release = holdPasswordChecks();
    // 4 hashing and 2 waiting in total, one request per client: the 7th and 8th clients are turned away.
    const crowd = fire(8, (index) => `10.77.0.${index + 1}`);
    await vi.waitFor(() => expect(crowd.settled).toHaveLength(2), patiently);
    expect(crowd.settled).toEqual([
      { statusCode: 429, body: busy },
      { statusCode: 429, body: busy },
    ]);
    expect(held.started).toHaveLength(4);
    release();
    expect((await crowd.all).sort()).toEqual([...Array(6).fill(401), 429, 429]);
  });

  it('queues the password change of a flooding client too', async () => {
    const { user, password } = await createUser(db);
    const cookie = sessionCookieOf(await login(user.email, password, '10.88.0.1')) ?? '';
    const release = holdPasswordChecks();
    const flood = fire(7, () => '10.88.0.1');
    await vi.waitFor(() => expect(flood.settled).toHaveLength(1), patiently);
    const change = await app.inject({
      method: 'POST',
      url: '/api/user/updatePassword',
      remoteAddress: '10.88.0.1',
      headers: { cookie },
      payload: { oldPassword: password, newPassword: 'Brand@new123' },
    });
    expect(change.statusCode).toBe(429);
    expect(change.json()).toEqual(busy);
    release();
    await flood.all;
  });
});

describe('wrong old passwords in updatePassword', async () => {
  const { app, db } = await buildTestApp();

  async function signedIn() {
    const { user, password } = await createUser(db);
    const cookie = sessionCookieOf(await loginOn(app)(user.email, password, '10.5.0.1')) ?? '';
    const change = (oldPassword: string, newPassword = 'Brand@new123') =>
      app.inject({
        method: 'POST',
        url: '/api/user/updatePassword',
        remoteAddress: '10.5.0.1',
        headers: { cookie },
        payload: { oldPassword, newPassword },
      });
    return { user, password, change };
  }

  it('allows 5 wrong old passwords per account in 15 minutes, then answers 429 even to the right one', async () => {
    const advance = frozenClock();
    const owner = await signedIn();
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const wrong = await owner.change(`Guess@old${attempt}`);
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().message).toBe('Old password is incorrect');
    }
    const refused = await owner.change(owner.password);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      success: false,
      message: 'Too many wrong passwords. Please try again in 15 minutes.',
    });
    // Another account is not affected.
    const other = await signedIn();
    expect((await other.change(other.password)).statusCode).toBe(200);

    advance(10 * 60_000);
    expect((await owner.change(owner.password)).json().message).toBe(
      'Too many wrong passwords. Please try again in 5 minutes.',
    );
    advance(5 * 60_000);
    expect((await owner.change(owner.password)).statusCode).toBe(200);
  });
});
