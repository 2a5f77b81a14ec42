import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../testing/build-test-app.ts';
import { createCourse } from '../testing/factories.ts';
import { brotliQualityFor, createPublicCache, preferredEncoding } from './public-cache.ts';

describe('preferredEncoding', () => {
  it('prefers brotli, then gzip, and honours q=0', () => {
    expect(preferredEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(preferredEncoding('gzip;q=1.0, br;q=0')).toBe('gzip');
    expect(preferredEncoding('GZIP')).toBe('gzip');
    expect(preferredEncoding('deflate')).toBeUndefined();
    expect(preferredEncoding('identity')).toBeUndefined();
    expect(preferredEncoding(undefined)).toBeUndefined();
  });
});

describe('public cache on a bare route', async () => {
  const app = Fastify();
  const cache = createPublicCache({ ttlMs: 60_000, maxEntries: 3, assetBaseUrl: 'https://cdn.example' });
  let loads = 0;
  let failNext = false;
  app.get<{ Params: { key: string } }>('/thing/:key', async (request, reply) =>
    cache.send(request, reply, `thing:${request.params.key}`, async () => {
      loads += 1;
      await new Promise((resolve) => setTimeout(resolve, 20));
      if (failNext) {
        failNext = false;
        throw new Error('database down');
      }
      return { success: true, data: { thumbnail: '/images/a.svg', words: 'Python '.repeat(300) } };
    }),
  );
  await app.ready();
  const get = (key: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url: `/thing/${key}`, headers });

  it('loads once for many concurrent misses and serves the same bytes after', async () => {
    loads = 0;
    const responses = await Promise.all(Array.from({ length: 50 }, () => get('a')));
    expect(loads).toBe(1);
    expect(new Set(responses.map((response) => response.body)).size).toBe(1);
    await get('a');
    expect(loads).toBe(1);
    const body = responses[0]?.json();
    // Asset URLs are made absolute before the bytes are kept, as the preSerialization hook does elsewhere.
    expect(body.data.thumbnail).toBe('https://cdn.example/images/a.svg');
    expect(responses[0]?.headers['content-type']).toBe('application/json; charset=utf-8');
  });

  it('answers If-None-Match with a bodiless 304 and a CDN-fit Cache-Control', async () => {
    const first = await get('a');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/".+"$/);
    expect(first.headers['cache-control']).toBe('public, max-age=0, s-maxage=30, stale-while-revalidate=60');
    const again = await get('a', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect((await get('a', { 'if-none-match': 'W/"other"' })).statusCode).toBe(200);
  });

  it('sends brotli or gzip to clients that accept it, compressed once', async () => {
    const plain = await get('a');
    const br = await get('a', { 'accept-encoding': 'gzip, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('Accept-Encoding');
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 5);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const gz = await get('a', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(plain.body);
    expect(plain.headers['content-encoding']).toBeUndefined();
  });

  it('answers alike while a variant is being compressed and once it is kept', async () => {
    // 'c' is new: the first wave loads it and waits on one compression; the second finds both ready.
    const waves = [];
    for (let wave = 0; wave < 2; wave += 1) {
      waves.push(await Promise.all(Array.from({ length: 20 }, () => get('c', { 'accept-encoding': 'br' }))));
    }
    const plain = (await get('c')).body;
    for (const response of waves.flat()) {
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(response.rawPayload).toString()).toBe(plain);
    }
  });

  it('does not keep a failed load, and invalidation reloads', async () => {
    loads = 0;
    failNext = true;
    expect((await get('b')).statusCode).toBe(500);
    expect((await get('b')).statusCode).toBe(200);
    expect(loads).toBe(2);
    await cache.invalidate('thing:b');
    await get('b');
    expect(loads).toBe(3);
    await get('a');
    expect(loads).toBe(3);
  });

  it('keeps at most maxEntries, dropping the oldest', async () => {
    await cache.invalidate();
    loads = 0;
    for (const key of ['k1', 'k2', 'k3', 'k4']) await get(key);
    expect(loads).toBe(4);
    await get('k4');
    await get('k2');
    expect(loads).toBe(4);
    await get('k1');
    expect(loads).toBe(5);
  });
});

describe('brotliQualityFor', () => {
  it("keeps the cache's quality up to 512 KB and caps a larger answer at 8", () => {
    expect(brotliQualityFor(37_000, 10)).toBe(10);
    expect(brotliQualityFor(512 * 1024, 10)).toBe(10);
    expect(brotliQualityFor(512 * 1024 + 1, 10)).toBe(8);
    expect(brotliQualityFor(6_000_000, 10)).toBe(8);
    expect(brotliQualityFor(6_000_000, 5)).toBe(5);
  });
});

describe('public cache past its TTL', async () => {
  const TTL_MS = 40;
  const app = Fastify();
  const cache = createPublicCache({ ttlMs: TTL_MS, assetBaseUrl: 'https://cdn.example' });
  const learnerCache = createPublicCache({
    ttlMs: TTL_MS,
    perLearner: true,
    assetBaseUrl: 'https://cdn.example',
  });
  learnerCache.setLive(true);
  let version = 1;
  let loads = 0;
  let failNext = false;
  /** While set, a load waits for it: the test decides when a reload finishes. */
  let gate: Promise<void> | undefined;
  const load = async () => {
    loads += 1;
    const seen = version;
    if (gate) await gate;
    if (failNext) {
      failNext = false;
      throw new Error('database down');
    }
    return { success: true, data: { version: seen, words: 'Python '.repeat(300) } };
  };
  app.get<{ Params: { key: string } }>('/thing/:key', async (request, reply) =>
    cache.send(request, reply, `thing:${request.params.key}`, load),
  );
  // A schema that drops a field the load returns, as the routes' zod schemas drop what the contract does not name.
  app.get<{ Params: { key: string } }>(
    '/shaped/:key',
    {
      schema: {
        response: {
          200: {
            type: 'object',
            properties: {
              success: { type: 'boolean' },
              data: { type: 'object', properties: { version: { type: 'number' } } },
            },
          },
        },
      },
    },
    async (request, reply) =>
      cache.send(request, reply, `shaped:${request.params.key}`, async () => {
        const { success, data } = (await load()) as { success: boolean; data: { version: number } };
        return { success, data: { ...data, internal: 'not in the schema' } };
      }),
  );
  app.get<{ Params: { key: string } }>('/mine/:key', async (request, reply) =>
    learnerCache.send(request, reply, `user:1:${request.params.key}`, load),
  );
  await app.ready();
  const get = (url: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url, headers });
  const versionOf = async (url: string) => (await get(url)).json().data.version as number;
  const expire = () => new Promise((resolve) => setTimeout(resolve, TTL_MS + 10));
  /** Polls until `check` holds; a reload finishes in the background, after the answers that started it. */
  const until = async (check: () => boolean | Promise<boolean>) => {
    for (let tries = 0; tries < 200 && !(await check()); tries += 1) {
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    expect(await check()).toBe(true);
  };
  let release = () => {};
  const closeGate = () => {
    gate = new Promise<void>((resolve) => {
      release = () => {
        gate = undefined;
        resolve();
      };
    });
  };

  it('answers from the expired entry while one reload runs, then from the reloaded one', async () => {
    version = 1;
    expect(await versionOf('/thing/a')).toBe(1);
    await expire();
    version = 2;
    loads = 0;
    closeGate();
    // The reload is held: every request meanwhile is answered at once, from the entry it replaces.
    const meanwhile = await Promise.all(Array.from({ length: 20 }, () => versionOf('/thing/a')));
    expect(meanwhile).toEqual(Array(20).fill(1));
    expect(loads).toBe(1);
    release();
    await until(async () => (await versionOf('/thing/a')) === 2);
  });

  it('never answers an invalidated entry: the next request waits for the reload', async () => {
    version = 3;
    await cache.invalidate('thing:a');
    expect(await versionOf('/thing/a')).toBe(3);
  });

  it('does not keep a reload that an invalidation overtook', async () => {
    version = 4;
    expect(await versionOf('/thing/b')).toBe(4);
    await expire();
    version = 5;
    closeGate();
    expect(await versionOf('/thing/b')).toBe(4);
    // The reload that saw version 5 is still held when the change after it (6) invalidates the entry.
    version = 6;
    await cache.invalidate('thing:b');
    const afterInvalidation = versionOf('/thing/b');
    release();
    expect(await afterInvalidation).toBe(6);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(await versionOf('/thing/b')).toBe(6);
  });

  it('drops the entry when its reload fails, so the next request loads and meets the failure', async () => {
    version = 7;
    expect(await versionOf('/thing/c')).toBe(7);
    await expire();
    failNext = true;
    loads = 0;
    expect(await versionOf('/thing/c')).toBe(7);
    await until(() => cache.peek('thing:c') === undefined);
    failNext = true;
    expect((await get('/thing/c')).statusCode).toBe(500);
    expect(loads).toBe(2);
    expect(await versionOf('/thing/c')).toBe(7);
  });

  it('keeps the compressed variants when the reload is the same, and compresses new bytes before serving them', async () => {
    version = 8;
    await get('/thing/d', { 'accept-encoding': 'br' });
    await get('/thing/d', { 'accept-encoding': 'gzip' });
    const first = cache.peek('thing:d');
    expect(first?.encodings).toEqual(['br', 'gzip']);

    // Same data: the same ETag and both variants, without anyone asking for them again.
    await expire();
    loads = 0;
    await get('/thing/d');
    await until(() => loads >= 1 && cache.peek('thing:d')?.refreshing === false);
    expect(cache.peek('thing:d')?.etag).toBe(first?.etag);
    expect(cache.peek('thing:d')?.encodings).toEqual(['br', 'gzip']);

    // New data: swapped in with both variants ready, so the first brotli request after it waits on nothing.
    await expire();
    version = 9;
    await get('/thing/d');
    await until(() => cache.peek('thing:d')?.etag !== first?.etag);
    expect(cache.peek('thing:d')?.encodings).toEqual(['br', 'gzip']);
    const br = await get('/thing/d', { 'accept-encoding': 'br' });
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString()).data.version).toBe(9);
  });

  it("serialises a reload by the route's 200 schema, though the request that started it was answered 304", async () => {
    version = 12;
    const first = await get('/shaped/a');
    expect(first.json()).toEqual({ success: true, data: { version: 12 } });
    const etag = String(first.headers.etag);
    await expire();
    loads = 0;
    expect((await get('/shaped/a', { 'if-none-match': etag })).statusCode).toBe(304);
    await until(() => loads >= 1 && cache.peek('shaped:a')?.refreshing === false);
    const after = await get('/shaped/a');
    expect(after.json()).toEqual({ success: true, data: { version: 12 } });
    expect(after.headers.etag).toBe(etag);
  });

  it("does not serve a learner's own expired answer: the request waits for the reload", async () => {
    version = 10;
    expect(await versionOf('/mine/a')).toBe(10);
    await expire();
    version = 11;
    expect(await versionOf('/mine/a')).toBe(11);
  });
});

describe('public cache values', () => {
  it('shares one load among concurrent callers, drops a failure, and reloads after invalidation', async () => {
    const cache = createPublicCache({ ttlMs: 60_000, assetBaseUrl: 'https://cdn.example' });
    let loads = 0;
    const load = async () => {
      loads += 1;
      await new Promise((resolve) => setTimeout(resolve, 10));
      return { loads };
    };
    const shared = await Promise.all(Array.from({ length: 10 }, () => cache.value('thing:all', load)));
    expect(loads).toBe(1);
    expect(new Set(shared).size).toBe(1);

    await expect(
      cache.value('thing:broken', async () => Promise.reject(new Error('down'))),
    ).rejects.toThrow();
    expect(await cache.value('thing:broken', async () => 'back')).toBe('back');

    await cache.invalidate('other:');
    expect(await cache.value('thing:all', load)).toEqual({ loads: 1 });
    await cache.invalidate('thing:');
    expect(await cache.value('thing:all', load)).toEqual({ loads: 2 });
  });

  it('keeps at most maxEntries values, dropping the oldest: a key may come from a request', async () => {
    const cache = createPublicCache({ ttlMs: 60_000, maxEntries: 3, assetBaseUrl: 'https://cdn.example' });
    const loaded: string[] = [];
    const valueAt = (key: string) =>
      cache.value(key, async () => {
        loaded.push(key);
        return key;
      });
    for (const key of ['v1', 'v2', 'v3', 'v4']) await valueAt(key);
    await valueAt('v4');
    await valueAt('v2');
    expect(loaded).toEqual(['v1', 'v2', 'v3', 'v4']);
    await valueAt('v1');
    expect(loaded).toEqual(['v1', 'v2', 'v3', 'v4', 'v1']);
  });
});

describe('public reads of the catalogue', async () => {
  const { app, db } = await buildTestApp();
  const course = await createCourse(db, { title: 'Caching for Beginners' });

  it('answer the course list, search and a course page with ETags, 304s and compression', async () => {
    const list = await app.inject({ method: 'GET', url: '/api/courses/getCourse' });
    expect(list.statusCode).toBe(200);
    expect(list.json().data.map((item: { title: string }) => item.title)).toContain(course.title);
    const revalidated = await app.inject({
      method: 'GET',
      url: '/api/courses/getCourse',
      headers: { 'if-none-match': String(list.headers.etag) },
    });
    expect(revalidated.statusCode).toBe(304);

    const search = await app.inject({
      method: 'GET',
      url: '/api/search?keyword=caching',
      headers: { 'accept-encoding': 'br' },
    });
    expect(search.statusCode).toBe(200);
    const found = JSON.parse(
      (search.headers['content-encoding'] === 'br'
        ? brotliDecompressSync(search.rawPayload)
        : search.rawPayload
      ).toString(),
    );
    expect(found.data.items[0].title).toBe(course.title);

    const details = await app.inject({
      method: 'POST',
      url: '/api/courses/getCourseDetails',
      payload: { courseId: course.id },
    });
    expect(details.json().data.details.title).toBe(course.title);
    // A POST shares the bytes but is never marked cacheable.
    expect(details.headers['cache-control']).toBeUndefined();
  });

  it('still answers 404 for an unknown course, every time', async () => {
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const missing = await app.inject({
        method: 'POST',
        url: '/api/courses/getCourseDetails',
        payload: { courseId: '00000000-0000-4000-8000-000000000000' },
      });
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toEqual({ success: false, message: 'Course not found' });
    }
  });
});

// Two instances behind one load balancer. Database writes are announced by the database itself
// (change-follower.test.ts); an explicit invalidation on one instance reaches the other through Redis, long
// before the 30 s TTL (CI sets TEST_REDIS_URL).
const redisUrl = process.env.TEST_REDIS_URL;
describe.runIf(redisUrl)('public cache shared through Redis', async () => {
  const first = await buildTestApp({ redisUrl });
  const second = await buildTestApp({ redisUrl });
  let loads = 0;
  second.app.get('/api/test/cached', async (request, reply) =>
    second.app.publicCache.send(request, reply, 'test:cached', async () => {
      loads += 1;
      return { success: true, loads };
    }),
  );

  it("clears the other instance's entries when one invalidates", async () => {
    await Promise.all([first.app.ready(), second.app.ready()]);
    await Promise.all([first.app.publicCache.subscribed(), second.app.publicCache.subscribed()]);
    const read = async () =>
      (await second.app.inject({ method: 'GET', url: '/api/test/cached' })).json().loads as number;
    expect(await read()).toBe(1);
    expect(await read()).toBe(1);
    await first.app.publicCache.invalidate('test:');
    await expect.poll(read, { timeout: 10_000, interval: 50 }).toBe(2);
  });
});
