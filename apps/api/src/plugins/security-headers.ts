import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { SERVER_DRAWN_STYLES } from '@pathshala/shared/server-drawn-styles';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';
import type { Config } from '../config.ts';

type Directives = Record<string, string[]>;

/** Razorpay Standard Checkout: its script, the API its modal frames and posts to, and its telemetry. */
const RAZORPAY_CHECKOUT = 'https://checkout.razorpay.com';
const RAZORPAY_API = 'https://api.razorpay.com';
const RAZORPAY_TELEMETRY = 'https://lumberjack.razorpay.com';

/** The style attributes server-drawn pages carry (Radix's, in the markup React draws), allowed by their hashes. */
const SERVER_DRAWN_STYLE_HASHES = SERVER_DRAWN_STYLES.map(
  (style) => `'sha256-${createHash('sha256').update(style).digest('base64')}'`,
);

const originOf = (url: string | undefined) => (url ? [new URL(url).origin] : []);
const isHttps = (config: Config) => config.publicUrl.startsWith('https:');

/**
 * The web app's Content-Security-Policy. Scripts only from our own origin (the Vite build has no inline
 * script), plus Razorpay's checkout when it takes the payments. Images may come from any https host, because
 * admins give mentor and service photos as links; they cannot run code.
 */
export function contentSecurityPolicy(config: Config, framedBy: string[] = ["'none'"]): Directives {
  const razorpay = config.paymentGateway === 'razorpay';
  // Lecture videos and images redirect to presigned object-store URLs when S3 is configured, and every asset
  // URL the API gives out is on the asset base (ASSET_BASE_URL: a CDN, or PUBLIC_URL's own origin).
  const objectStore = [...originOf(config.s3?.endpoint), ...originOf(config.assetBaseUrl)];
  return {
    'default-src': ["'self'"],
    'base-uri': ["'self'"],
    'object-src': ["'none'"],
    'frame-ancestors': framedBy,
    'form-action': ["'self'", ...(razorpay ? [RAZORPAY_API] : [])],
    // 'wasm-unsafe-eval' lets the coding workspace compile its WebAssembly engines (Pyodide, QuickJS; ADR 037);
    // it allows no JavaScript eval. Their worker is a file of our own origin, which script-src already covers.
    'script-src': ["'self'", "'wasm-unsafe-eval'", ...(razorpay ? [RAZORPAY_CHECKOUT] : [])],
    'script-src-attr': ["'none'"],
    // Razorpay's checkout.js styles its modal from script (third-party code whose styles cannot be hashed ahead);
    // without Razorpay no inline style is allowed. Scripts never get 'unsafe-inline'.
    'style-src': ["'self'", ...(razorpay ? ["'unsafe-inline'", RAZORPAY_CHECKOUT] : [])],
    // Style attributes in markup: only the server-drawn ones, by hash. With Razorpay, style-src's 'unsafe-inline'
    // covers them (a hash beside 'unsafe-inline' would switch it off for the checkout's own).
    ...(razorpay ? {} : { 'style-src-attr': ["'unsafe-hashes'", ...SERVER_DRAWN_STYLE_HASHES] }),
    // blob: is the preview of a chosen profile photo; data: covers small assets inlined by the build.
    'img-src': ["'self'", 'data:', 'blob:', 'https:', ...objectStore],
    'font-src': ["'self'", 'data:'],
    // blob: is the adaptive player's stream: hls.js hands the video element a MediaSource by a blob: URL.
    'media-src': ["'self'", 'blob:', ...objectStore],
    // The quiz service receives the sign-in token from the browser (spec §4); hls.js fetches presigned
    // segments from the object store itself.
    'connect-src': [
      "'self'",
      ...originOf(config.s3?.endpoint),
      ...originOf(config.quizServiceUrl),
      ...(razorpay ? [RAZORPAY_API, RAZORPAY_TELEMETRY] : []),
    ],
    'frame-src': razorpay ? [RAZORPAY_API, RAZORPAY_CHECKOUT] : ["'none'"],
    ...(isHttps(config) ? { 'upgrade-insecure-requests': [] } : {}),
  };
}

/** Swagger UI at /api/docs: its own bundle only, and nothing from elsewhere (its bundle inserts a <style>). */
export function apiDocsContentSecurityPolicy(): Directives {
  return {
    'default-src': ["'self'"],
    'base-uri': ["'self'"],
    'object-src': ["'none'"],
    'frame-ancestors': ["'none'"],
    'form-action': ["'self'"],
    'script-src': ["'self'"],
    'script-src-attr': ["'none'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'"],
  };
}

/** Features no page of ours uses are switched off for the page and every frame in it. */
export function permissionsPolicy(config: Config) {
  const payment =
    config.paymentGateway === 'razorpay' ? `(self "${RAZORPAY_CHECKOUT}" "${RAZORPAY_API}")` : '()';
  return [
    'accelerometer=()',
    'camera=()',
    'display-capture=()',
    'geolocation=()',
    'gyroscope=()',
    'magnetometer=()',
    'microphone=()',
    'midi=()',
    `payment=${payment}`,
    'usb=()',
    'browsing-topics=()',
  ].join(', ');
}

// Public images, videos and fonts may be shown by a front end on another origin (see the HTTP contract).
// Captions (text/vtt) travel with the video they belong to, from the same host.
const EMBEDDABLE_TYPES = /^(image\/|video\/|audio\/|font\/|text\/vtt)/;

// Media, notes and images may be framed by our own pages and the allowed front ends (clients play lectures and
// previews in an <iframe>); pages and JSON never. A 304 has no content type, so its file's extension decides.
const FRAMEABLE_TYPES =
  /^(image\/|video\/|audio\/|text\/vtt|application\/pdf|application\/vnd\.apple\.mpegurl)/;
const FRAMEABLE_FILES = /\.(avif|gif|ico|jpe?g|png|svg|webp|mp4|webm|m4s|ts|m3u8|vtt|pdf)$/i;

/** Who may frame a media answer: our own pages (on PUBLIC_URL, also when media come from a CDN) and ALLOWED_ORIGINS. */
export function mediaFrameAncestors(config: Config): string[] {
  return ["'self'", ...new Set([new URL(config.publicUrl).origin, ...config.allowedOrigins])];
}

function isFrameable(type: unknown, statusCode: number, url: string): boolean {
  if (typeof type === 'string') return FRAMEABLE_TYPES.test(type);
  if (statusCode !== 304) return false;
  const query = url.indexOf('?');
  return FRAMEABLE_FILES.test(query === -1 ? url : url.slice(0, query));
}

/**
 * helmet's headers for these options, worked out once. Our policy has no per-request parts (no nonces), and
 * running helmet's middleware on every request cost a quarter of the catalogue's throughput (7,113 → 5,367
 * req/s in `npm run bench`).
 */
function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, () => {});
  return headers;
}

/**
 * The headers of a JSON answer (OWASP's REST Security Cheat Sheet): it is never rendered as a document, so the
 * page's policy (CSP sources, permissions, window isolation) has nothing to govern there. What stays keeps it
 * from being framed, sniffed into something else, or embedded by another site; it is half the bytes of the
 * page's set on every API answer.
 */
function jsonAnswerHeaders(pageHeaders: Record<string, string>): Record<string, string> {
  const kept = [
    'cross-origin-resource-policy',
    'referrer-policy',
    'x-content-type-options',
    'x-frame-options',
    'strict-transport-security',
  ];
  return {
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    ...Object.fromEntries(
      kept.filter((name) => pageHeaders[name]).map((name) => [name, pageHeaders[name] as string]),
    ),
  };
}

/**
 * Security headers on every response (helmet): CSP, no framing, nosniff, a referrer policy that keeps paths
 * on our own site, an isolated browsing context, and HSTS when the site is served over https. JSON answers get
 * the short API set above. Set just before the answer leaves, when its type is known, so the API docs, the web
 * app, files and every error answer carry them; a policy a route set itself (the API docs') is kept.
 */
export const securityHeaders = fp(async (app: FastifyInstance) => {
  const { config } = app;
  const razorpay = config.paymentGateway === 'razorpay';
  const helmetOptions = (framedBy?: string[]): HelmetOptions => ({
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(config, framedBy) },
    // Razorpay opens some payment methods (UPI apps, bank pages) in a popup that must reach back to us.
    crossOriginOpenerPolicy: { policy: razorpay ? 'same-origin-allow-popups' : 'same-origin' },
    crossOriginResourcePolicy: { policy: 'same-origin' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: isHttps(config) ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    // frame-ancestors says who may frame; X-Frame-Options cannot name origins, so media answers go without it.
    xFrameOptions: framedBy ? false : { action: 'deny' },
  });
  const pageHeaders = helmetHeaders(helmetOptions());
  pageHeaders['permissions-policy'] = permissionsPolicy(config);
  const mediaHeaders = helmetHeaders(helmetOptions(mediaFrameAncestors(config)));
  mediaHeaders['permissions-policy'] = pageHeaders['permissions-policy'];
  const jsonHeaders = jsonAnswerHeaders(pageHeaders);
  const { 'content-security-policy': pagePolicy, ...pageHeadersButPolicy } = pageHeaders;
  const { 'content-security-policy': mediaPolicy, ...mediaHeadersButPolicy } = mediaHeaders;
  const { 'content-security-policy': jsonPolicy, ...jsonHeadersButPolicy } = jsonHeaders;

  app.addHook('onSend', (request, reply, payload, done) => {
    const type = reply.getHeader('content-type');
    const json = typeof type === 'string' && type.startsWith('application/json');
    const framed = !json && isFrameable(type, reply.statusCode, request.url);
    const ownPolicy = reply.hasHeader('content-security-policy');
    reply.headers(json ? jsonHeadersButPolicy : framed ? mediaHeadersButPolicy : pageHeadersButPolicy);
    if (!ownPolicy)
      reply.header('content-security-policy', json ? jsonPolicy : framed ? mediaPolicy : pagePolicy);
    // A 304 carries no content type; static files and the public API reads answer one (their ETags), and the
    // browser applies this header to the cached image it revalidated. A 304 has no body, so nothing is exposed.
    if (reply.statusCode === 304 || (typeof type === 'string' && EMBEDDABLE_TYPES.test(type))) {
      reply.header('cross-origin-resource-policy', 'cross-origin');
    }
    done(null, payload);
  });
});
