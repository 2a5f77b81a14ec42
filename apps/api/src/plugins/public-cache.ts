import { createHash, randomUUID } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';
import { absoluteAssetUrls } from './asset-urls.ts';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Below this a response is sent plain: compressing it saves less than the headers cost. */
const COMPRESS_MIN_BYTES = 1024;
/**
 * Browsers revalidate on every use (ETag, so an unchanged answer is a 304 without a body); a CDN or shared proxy
 * may keep an answer for 30 s and serve it stale for a minute while it revalidates. Matches the server's TTL.
 */
const PUBLIC_CACHE_CONTROL = 'public, max-age=0, s-maxage=30, stale-while-revalidate=60';
/** A learner's own answers: the browser may keep them but must revalidate; shared caches must not keep them. */
const PRIVATE_CACHE_CONTROL = 'private, no-cache';
const INVALIDATION_CHANNEL = 'pathshala:public-cache:invalidate';

type Encoding = 'br' | 'gzip';

/** One cached answer: the JSON as sent, its ETag, and each compressed variant once someone asked for it. */
interface Prepared {
  json: Buffer;
  etag: string;
  /** A variant's promise while it is compressed, its bytes once kept (sent in the same tick). */
  variants: Partial<Record<Encoding, Buffer | Promise<Buffer>>>;
}

interface Entry {
  expiresAt: number;
  /** While its successor loads (see `refresh`): the entry is served as it is, and no second reload starts. */
  refreshing?: boolean;
  /** The promise while the answer is loaded, the answer once it is (the hot path answers it in the same tick). */
  prepared: Prepared | Promise<Prepared>;
}

/** The client's preferred encoding we have: brotli, then gzip, honouring `;q=0`. */
export function preferredEncoding(acceptEncoding: string | undefined): Encoding | undefined {
  if (!acceptEncoding) return undefined;
  const accepted = new Set<string>();
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
    if (name && !(q && Number(q.slice(2)) === 0)) accepted.add(name.trim());
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return undefined;
}

/**
 * `preferredEncoding` remembered per header value: browsers send a handful of distinct values, and parsing one
 * on every cached answer was 2% of the server's time under load (bench profile). Bounded, so varied values
 * sent on purpose cannot grow it.
 */
const encodingByHeader = new Map<string, Encoding | undefined>();
const ENCODING_MEMORY = 64;

function rememberedEncoding(acceptEncoding: string | undefined): Encoding | undefined {
  if (!acceptEncoding) return undefined;
  if (encodingByHeader.has(acceptEncoding)) return encodingByHeader.get(acceptEncoding);
  const encoding = preferredEncoding(acceptEncoding);
  if (encodingByHeader.size >= ENCODING_MEMORY) encodingByHeader.clear();
  encodingByHeader.set(acceptEncoding, encoding);
  return encoding;
}

/**
 * Brotli at quality 10: an answer is compressed once and sent many times, and on our JSON 10 writes 12–15% fewer
 * bytes than 9 in about the same time (the whole catalogue, 37 KB: 7,106 → 6,261 bytes, 8.5 → 7.6 ms); 11 saves
 * 2% more for three times the time. Bytes on the socket are most of a cached read's cost (bench profile).
 */
const BROTLI_QUALITY = 10;

/**
 * Above this, quality 10 stops paying: on the whole catalogue at 10,000 courses (6.0 MB) it took 3,944 ms and
 * wrote more bytes (379,230) than quality 8 in 198 ms (376,205); at 1.2 MB, 597 ms against 34 ms for 1% fewer
 * bytes to 8. Below it, 10 still writes 5–12% fewer bytes in at most a few hundred milliseconds.
 */
const BROTLI_LARGE_BYTES = 512 * 1024;
const BROTLI_LARGE_QUALITY = 8;

/** The brotli quality for an answer of `bytes`: the cache's own, but never above 8 for a large answer. */
export function brotliQualityFor(bytes: number, quality: number) {
  return bytes > BROTLI_LARGE_BYTES ? Math.min(quality, BROTLI_LARGE_QUALITY) : quality;
}

/**
 * A learner's own answer is read by one learner, a few times at most, and at a course launch hundreds are made at
 * once: quality 5 compresses purchased course details (6.5 KB) in 0.09 ms against 10's 2.6 ms, for 7% more bytes
 * (1,740 against 1,630).
 */
const LEARNER_BROTLI_QUALITY = 5;

/**
 * A small answer at the learner's quality is compressed at once rather than in the thread pool: for 10 KB of JSON,
 * brotli 5 costs 0.10–0.16 ms of CPU done at once and 0.36–0.41 ms through the pool, whose stream and hand-off
 * are most of it (gzip: 0.05–0.07 against 0.17–0.31). Past this size, or at the public cache's quality (2.6 ms for
 * 6.5 KB), it goes to the pool so the event loop never waits on it.
 */
const COMPRESS_AT_ONCE_BYTES = 32 * 1024;

function compress(json: Buffer, encoding: Encoding, brotliQuality: number): Promise<Buffer> {
  const atOnce = json.length <= COMPRESS_AT_ONCE_BYTES && brotliQuality <= LEARNER_BROTLI_QUALITY;
  if (encoding === 'gzip') {
    // Level 9 spends 0.45–0.55 ms on 8.5 KB of JSON where 6 spends 0.05: at once, 6.
    const options = { level: atOnce ? 6 : 9 };
    return atOnce ? Promise.resolve(gzipSync(json, options)) : gzipAsync(json, options);
  }
  const options = {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: brotliQualityFor(json.length, brotliQuality),
      [constants.BROTLI_PARAM_SIZE_HINT]: json.length,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
    },
  };
  return atOnce ? Promise.resolve(brotliCompressSync(json, options)) : brotli(json, options);
}

/**
 * The payload serialised by the route's schema for a 200, whatever the reply that asked for the load became: a
 * reload runs after its request was answered, perhaps with a 304, and `reply.serialize` picks the schema by the
 * reply's status (no schema for a 304: plain JSON.stringify, with every field the schema would have dropped).
 */
function serializeAsOk(reply: FastifyReply, payload: unknown): string {
  const serialize = reply.getSerializationFunction('200') ?? reply.getSerializationFunction('2xx');
  return serialize ? serialize(payload as Record<string, unknown>) : (reply.serialize(payload) as string);
}

/** Whether the request's If-None-Match names this ETag (or is '*'). */
function notModified(request: FastifyRequest, etag: string) {
  const header = request.headers['if-none-match'];
  if (!header) return false;
  return header
    .split(',')
    .map((tag) => tag.trim())
    .some((tag) => tag === '*' || tag === etag || tag.replace(/^W\//, '') === etag.replace(/^W\//, ''));
}

export interface PublicCacheOptions {
  ttlMs: number;
  /**
   * A learner's own data ('user:<id>:…' keys): answered with a private Cache-Control, and kept only while the
   * database's change notifications flow (`setLive(true)`), so the learner's own writes are seen at once.
   */
  perLearner?: boolean;
  maxEntries?: number;
  assetBaseUrl: string;
  /** With Redis, an invalidation on one instance clears the same keys on every other within milliseconds. */
  redis?: Redis;
  log?: Pick<FastifyInstance['log'], 'warn'>;
}

/**
 * Public reads (catalogue, course pages, search, content lists) answered from memory as the bytes that go on the
 * wire: the payload is loaded, its asset URLs made absolute and serialised by the route's schema once, then every
 * request gets those bytes (or their brotli/gzip variant, compressed once), an ETag and a CDN-fit Cache-Control;
 * a matching If-None-Match is a 304. Entries live `ttlMs` (a public one is then reloaded while it is still
 * served, see `refresh`); `invalidate` clears them on this instance at once and,
 * through Redis when configured, on every other instance. Concurrent misses share one load; failures are not kept.
 */
export function createPublicCache({
  ttlMs,
  perLearner = false,
  maxEntries = 3000,
  assetBaseUrl,
  redis,
  log,
}: PublicCacheOptions) {
  const brotliQuality = perLearner ? LEARNER_BROTLI_QUALITY : BROTLI_QUALITY;
  // A public answer past its TTL is still served while its successor loads (what its Cache-Control lets a CDN
  // do); a learner's own answer is not, and an invalidated one never is.
  const staleWhileRevalidate = !perLearner;
  const entries = new Map<string, Entry>();
  // Loaded values a route computes its answers from (the whole catalogue a page is cut from, a course's
  // curriculum), under the same keys, expiry and invalidation as the answers, and the same bound.
  const values = new Map<string, { expiresAt: number; value: Promise<unknown> }>();
  // A per-learner cache starts bypassed until the change feed says notifications flow.
  let live = !perLearner;
  const instanceId = randomUUID();
  let subscriber: Redis | undefined;
  let subscribed: Promise<unknown> = Promise.resolve();

  function clearLocal(prefix: string) {
    if (prefix === '') {
      entries.clear();
      values.clear();
      return;
    }
    for (const key of entries.keys()) if (key.startsWith(prefix)) entries.delete(key);
    for (const key of values.keys()) if (key.startsWith(prefix)) values.delete(key);
  }

  async function prepare(reply: FastifyReply, load: () => Promise<unknown>): Promise<Prepared> {
    const payload = absoluteAssetUrls(await load(), assetBaseUrl);
    const json = Buffer.from(serializeAsOk(reply, payload));
    const etag = `W/"${createHash('sha1').update(json).digest('base64url').slice(0, 27)}"`;
    return { json, etag, variants: {} };
  }

  /**
   * Loads an expired entry's successor while the entry's answer is still served, then swaps it in: the same
   * bytes keep their compressed variants, new bytes are compressed as the old ones were before they are served,
   * so no request waits on a reload. Without this every request for a key waited on it each TTL: at 10,000
   * courses the catalogue took seconds to load and compress, every 30 s. An invalidation drops the entry
   * meanwhile, and then the successor is not kept; a failed load drops it too (the next request loads anew).
   */
  function refresh(
    key: string,
    entry: Entry,
    current: Prepared,
    reply: FastifyReply,
    load: () => Promise<unknown>,
  ) {
    entry.refreshing = true;
    prepare(reply, load)
      .then(async (next) => {
        if (next.etag === current.etag) return current;
        await Promise.all(
          (Object.keys(current.variants) as Encoding[]).map(async (encoding) => {
            next.variants[encoding] = await compress(next.json, encoding, brotliQuality);
          }),
        );
        return next;
      })
      .then(
        (next) => {
          entry.prepared = next;
          entry.expiresAt = Date.now() + ttlMs;
          entry.refreshing = false;
        },
        () => {
          if (entries.get(key) === entry) entries.delete(key);
        },
      );
  }

  /** Sends a prepared answer; returns a promise only while its compressed variant is being made. */
  function answer(
    request: FastifyRequest,
    reply: FastifyReply,
    prepared: Prepared,
    vary: string | undefined,
  ): Promise<void> | undefined {
    reply
      .header('content-type', 'application/json; charset=utf-8')
      .header('vary', vary ? `Accept-Encoding, ${vary}` : 'Accept-Encoding');
    // The spec's POST reads (course details) share the bytes, not the HTTP caching: nobody caches a POST.
    if (request.method === 'GET' || request.method === 'HEAD') {
      reply
        .header('etag', prepared.etag)
        .header('cache-control', perLearner ? PRIVATE_CACHE_CONTROL : PUBLIC_CACHE_CONTROL);
      if (notModified(request, prepared.etag)) {
        reply.code(304).send();
        return;
      }
    }
    const encoding =
      prepared.json.length >= COMPRESS_MIN_BYTES
        ? rememberedEncoding(request.headers['accept-encoding'])
        : undefined;
    if (!encoding) {
      reply.send(prepared.json);
      return;
    }
    reply.header('content-encoding', encoding);
    prepared.variants[encoding] ??= compress(prepared.json, encoding, brotliQuality).then((bytes) => {
      prepared.variants[encoding] = bytes;
      return bytes;
    });
    const variant = prepared.variants[encoding];
    if (Buffer.isBuffer(variant)) {
      reply.send(variant);
      return;
    }
    return variant.then((bytes) => {
      reply.send(bytes);
    });
  }

  return {
    /**
     * Answers the request from the cache entry `key`, loading it with `load` when missing or expired. The
     * answer is sent before this returns or before its promise resolves, so a route handler returns this and
     * not the reply: an awaited reply costs Fastify a stream listener per request (bench profile, 2.6%).
     * An answer that depends on more of the request than its key's route and query names it in `vary` (the
     * request headers a shared cache must key it by, e.g. LANGUAGE_VARY), and its `key` carries that part too.
     */
    send(
      request: FastifyRequest,
      reply: FastifyReply,
      key: string,
      load: () => Promise<unknown>,
      { vary }: { vary?: string } = {},
    ): Promise<void> | undefined {
      request.answeredByReadCache = true;
      const now = Date.now();
      let entry = live ? entries.get(key) : undefined;
      if (!live) {
        entry = { expiresAt: now, prepared: prepare(reply, load) };
      } else if (
        entry &&
        entry.expiresAt <= now &&
        staleWhileRevalidate &&
        !(entry.prepared instanceof Promise)
      ) {
        if (!entry.refreshing) refresh(key, entry, entry.prepared, reply, load);
      } else if (!entry || entry.expiresAt <= now) {
        const loading = prepare(reply, load);
        const stored: Entry = { expiresAt: now + ttlMs, prepared: loading };
        entry = stored;
        entries.delete(key);
        entries.set(key, stored);
        // Bounded: the oldest entry goes first (Map keeps insertion order), so varied keys cannot grow it.
        if (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
        loading.then(
          (prepared) => {
            stored.prepared = prepared;
          },
          () => {
            if (entries.get(key) === stored) entries.delete(key);
          },
        );
      }
      const { prepared } = entry;
      if (prepared instanceof Promise) return prepared.then((ready) => answer(request, reply, ready, vary));
      return answer(request, reply, prepared, vary);
    },

    /**
     * A value loaded once and shared until it expires or its key is invalidated, like an answer but not
     * serialised: what several answers are cut from. Concurrent callers share one load; a failure is not kept.
     */
    value<T>(key: string, load: () => Promise<T>): Promise<T> {
      if (!live) return load();
      const now = Date.now();
      const kept = values.get(key);
      if (kept && kept.expiresAt > now) return kept.value as Promise<T>;
      const loading = load();
      const stored = { expiresAt: now + ttlMs, value: loading };
      values.delete(key);
      values.set(key, stored);
      // Keys may come from a request (a course id): the oldest goes first, so varied keys cannot grow it.
      if (values.size > maxEntries) values.delete(values.keys().next().value as string);
      loading.catch(() => {
        if (values.get(key) === stored) values.delete(key);
      });
      return loading;
    },

    /** What the entry `key` holds once loaded: its ETag, the compressed variants kept, whether it is reloading. */
    peek(key: string): { etag: string; encodings: Encoding[]; refreshing: boolean } | undefined {
      const entry = entries.get(key);
      const prepared = entry?.prepared;
      if (!entry || !prepared || prepared instanceof Promise) return undefined;
      const encodings = (Object.keys(prepared.variants) as Encoding[]).filter((encoding) =>
        Buffer.isBuffer(prepared.variants[encoding]),
      );
      return { etag: prepared.etag, encodings: encodings.sort(), refreshing: entry.refreshing === true };
    },

    /** Drops every entry whose key starts with `prefix` here only (the database told every instance). */
    invalidateLocal: clearLocal,

    /** For a per-learner cache: whether change notifications flow. Either way, nothing cached so far is kept. */
    setLive(value: boolean) {
      live = value || !perLearner;
      entries.clear();
      values.clear();
    },

    /** Drops every entry whose key starts with `prefix` ('' for all), here and on the other instances. */
    async invalidate(prefix = '') {
      clearLocal(prefix);
      if (!redis) return;
      try {
        await redis.publish(INVALIDATION_CHANNEL, JSON.stringify({ from: instanceId, prefix }));
      } catch (error) {
        // The other instances still see the change when their entries expire (ttlMs).
        log?.warn({ err: (error as Error).message }, 'public cache invalidation not published');
      }
    },

    /** Listens for other instances' invalidations (with Redis). */
    async start() {
      if (!redis) return;
      subscriber = redis.duplicate();
      subscriber.on('error', (error) => log?.warn({ err: error.message }, 'public cache subscriber error'));
      subscriber.on('message', (_channel, message) => {
        try {
          const { from, prefix } = JSON.parse(message) as { from: string; prefix: string };
          if (from !== instanceId && typeof prefix === 'string') clearLocal(prefix);
        } catch {
          // not ours
        }
      });
      // A reconnect re-subscribes by itself (ioredis); entries cached meanwhile still expire after ttlMs.
      subscribed = subscriber.subscribe(INVALIDATION_CHANNEL);
      await subscribed;
    },

    /** Resolves once other instances' invalidations reach this one (at once without Redis). */
    subscribed: () => subscribed,

    async stop() {
      subscriber?.disconnect();
    },
  };
}

export type PublicCache = ReturnType<typeof createPublicCache>;

declare module 'fastify' {
  interface FastifyRequest {
    /** Set when a read cache answered the request: it read, it wrote nothing. */
    answeredByReadCache: boolean;
  }
  interface FastifyInstance {
    publicCache: PublicCache;
    /** A learner's own reads, keyed 'user:<id>:…' (see `perLearner`). */
    learnerCache: PublicCache;
  }
}

/** How long a public read is served from memory before it is loaded again (and a CDN may keep it). */
export const PUBLIC_CACHE_TTL_MS = 30_000;

/** A learner's own reads are kept briefly: the change notifications, not the TTL, keep them correct. */
export const LEARNER_CACHE_TTL_MS = 10_000;

/** Decorates the app with one public cache, shared by every module's public reads. */
export const publicCachePlugin = fp(async (app: FastifyInstance, options: { redis?: Redis }) => {
  const cache = createPublicCache({
    ttlMs: PUBLIC_CACHE_TTL_MS,
    assetBaseUrl: app.config.assetBaseUrl,
    redis: options.redis,
    log: app.log,
  });
  app.decorateRequest('answeredByReadCache', false);
  app.decorate('publicCache', cache);
  app.decorate(
    'learnerCache',
    createPublicCache({
      ttlMs: LEARNER_CACHE_TTL_MS,
      perLearner: true,
      assetBaseUrl: app.config.assetBaseUrl,
    }),
  );
  // Not awaited: a Redis that is down must not hold up the start; entries then expire after the TTL.
  app.addHook('onReady', async () => {
    cache.start().catch((error: Error) => {
      app.log.warn({ err: error.message }, 'public cache invalidations not subscribed');
    });
  });
  app.addHook('onClose', async () => cache.stop());
});
