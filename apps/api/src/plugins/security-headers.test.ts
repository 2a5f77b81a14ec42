import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SERVER_DRAWN_STYLES } from '@pathshala/shared/server-drawn-styles';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../testing/build-test-app.ts';

// A stand-in for the Vite build, so the page and its assets are served as in production.
const webDist = mkdtempSync(path.join(tmpdir(), 'pathshala-web-'));
mkdirSync(path.join(webDist, 'assets'));
writeFileSync(
  path.join(webDist, 'index.html'),
  '<!doctype html><title>Pathshala</title><div id="root"></div><script type="module" src="/assets/index.js"></script>',
);
writeFileSync(path.join(webDist, 'assets/index.js'), 'console.log(1)');
writeFileSync(path.join(webDist, 'assets/logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
writeFileSync(path.join(webDist, 'assets/notes.pdf'), '%PDF-1.4\n%%EOF\n');
writeFileSync(path.join(webDist, 'assets/intro.mp4'), Buffer.from('00000018667479706d703432', 'hex'));

const { app } = await buildTestApp({ webDistDir: webDist });
const secure = await buildTestApp({
  webDistDir: webDist,
  publicUrl: 'https://pathshala.example',
  allowedOrigins: ['https://learn.partner.example'],
});
const razorpay = await buildTestApp({
  webDistDir: webDist,
  paymentGateway: 'razorpay',
  razorpay: { keyId: 'rzp_test_key', keySecret: 'secret', webhookSecret: 'webhook-secret' },
});

const page = (target = app) =>
  target.inject({ method: 'GET', url: '/courses', headers: { accept: 'text/html' } });

/** The CSP header as directive name → sources. */
function policyOf(header: unknown): Record<string, string[]> {
  expect(typeof header).toBe('string');
  return Object.fromEntries(
    String(header)
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name, sources]),
  );
}

describe('security headers on the web app', () => {
  it('allow scripts from our origin only, with no inline script, and no framing', async () => {
    const response = await page();
    expect(response.statusCode).toBe(200);
    const csp = policyOf(response.headers['content-security-policy']);
    expect(csp['default-src']).toEqual(["'self'"]);
    // WebAssembly may be compiled (the coding workspace's engines); JavaScript eval stays refused.
    expect(csp['script-src']).toEqual(["'self'", "'wasm-unsafe-eval'"]);
    expect(csp['script-src']).not.toContain("'unsafe-eval'");
    expect(csp['script-src-attr']).toEqual(["'none'"]);
    expect(csp['style-src']).toEqual(["'self'"]);
    // Style attributes: only those server-drawn pages carry, each by its hash.
    expect(csp['style-src-attr']).toEqual([
      "'unsafe-hashes'",
      ...SERVER_DRAWN_STYLES.map(
        (style) => `'sha256-${createHash('sha256').update(style).digest('base64')}'`,
      ),
    ]);
    // The browser's form: base64 of the SHA-256 of the attribute's text ('animation-duration:0s').
    expect(csp['style-src-attr']).toContain("'sha256-PhrR5O1xWiklTp5YfH8xWeig83Y/rhbrdb5whLn1pSg='");
    expect(csp['object-src']).toEqual(["'none'"]);
    expect(csp['base-uri']).toEqual(["'self'"]);
    expect(csp['frame-ancestors']).toEqual(["'none'"]);
    expect(csp['frame-src']).toEqual(["'none'"]);
    expect(csp['img-src']).toEqual(expect.arrayContaining(["'self'", 'data:', 'blob:']));
    // The adaptive player plays a MediaSource through a blob: URL; nothing else may be a media source.
    expect(csp['media-src']).toEqual(expect.arrayContaining(["'self'", 'blob:']));
    expect(csp['media-src']).not.toContain('https:');
    expect(csp).not.toHaveProperty('upgrade-insecure-requests');
    expect(response.headers['x-frame-options']).toBe('DENY');
  });

  it('send nosniff, the referrer policy, the permissions policy and an isolated window', async () => {
    const response = await page();
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    const permissions = String(response.headers['permissions-policy']);
    for (const feature of ['camera=()', 'microphone=()', 'geolocation=()', 'payment=()']) {
      expect(permissions).toContain(feature);
    }
    expect(response.headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(response.headers['cross-origin-resource-policy']).toBe('same-origin');
  });

  it('send no HSTS over http, and HSTS with upgraded requests when PUBLIC_URL is https', async () => {
    expect((await page()).headers['strict-transport-security']).toBeUndefined();
    const response = await page(secure.app);
    expect(response.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(policyOf(response.headers['content-security-policy'])).toHaveProperty('upgrade-insecure-requests');
  });

  it('reach every answer: pages, assets, JSON, errors and refused requests', async () => {
    const answers = await Promise.all([
      page(),
      app.inject({ method: 'GET', url: '/assets/index.js' }),
      app.inject({ method: 'GET', url: '/api/courses/getCourse' }),
      app.inject({ method: 'GET', url: '/api/no-such-route' }),
      app.inject({ method: 'POST', url: '/api/cart/addToCart', headers: { origin: 'https://evil.example' } }),
      app.inject({ method: 'GET', url: '/api/user/getUserDetails' }),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 404, 403, 401]);
    for (const answer of answers) {
      expect(answer.headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(answer.headers['x-content-type-options']).toBe('nosniff');
      expect(answer.headers['x-frame-options']).toBe('DENY');
      expect(answer.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(answer.headers['cross-origin-resource-policy']).toBe('same-origin');
    }
  });

  it("give JSON answers the API's short set: nothing may load or frame, no document-only headers", async () => {
    const [page1, ...json] = await Promise.all([
      page(),
      app.inject({ method: 'GET', url: '/api/courses/getCourse' }),
      app.inject({ method: 'GET', url: '/api/no-such-route' }),
      app.inject({ method: 'GET', url: '/api/user/getUserDetails' }),
    ]);
    expect(page1?.headers['permissions-policy']).toContain('camera=()');
    for (const answer of json) {
      expect(answer.headers['content-type']).toMatch(/^application\/json/);
      expect(answer.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(answer.headers['permissions-policy']).toBeUndefined();
      expect(answer.headers['cross-origin-opener-policy']).toBeUndefined();
    }
    const https = await secure.app.inject({ method: 'GET', url: '/api/courses/getCourse' });
    expect(https.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });

  it('let images be shown by front ends on other origins, but nothing else', async () => {
    const image = await app.inject({ method: 'GET', url: '/assets/logo.svg' });
    expect(image.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(image.headers['cross-origin-resource-policy']).toBe('cross-origin');
    // A revalidated image (304, no content type) stays embeddable: a reload must not break it.
    const revalidated = await app.inject({
      method: 'GET',
      url: '/assets/logo.svg',
      headers: { 'if-none-match': String(image.headers.etag) },
    });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.headers['cross-origin-resource-policy']).toBe('cross-origin');
    const json = await app.inject({ method: 'GET', url: '/api/courses/getCourse' });
    expect(json.headers['cross-origin-resource-policy']).toBe('same-origin');
  });
});

describe('framing', () => {
  const media = ['/assets/logo.svg', '/assets/notes.pdf', '/assets/intro.mp4'];

  it('lets our own origin and ALLOWED_ORIGINS frame media, notes and images, with no X-Frame-Options', async () => {
    for (const url of media) {
      const answer = await secure.app.inject({ method: 'GET', url });
      expect(answer.statusCode, url).toBe(200);
      expect(policyOf(answer.headers['content-security-policy'])['frame-ancestors'], url).toEqual([
        "'self'",
        'https://pathshala.example',
        'https://learn.partner.example',
      ]);
      expect(answer.headers['x-frame-options'], url).toBeUndefined();
      expect(answer.headers['x-content-type-options'], url).toBe('nosniff');
      // A revalidation answers the same rule, so a reloaded frame keeps playing.
      const revalidated = await secure.app.inject({
        method: 'GET',
        url,
        headers: { 'if-none-match': String(answer.headers.etag) },
      });
      expect(revalidated.statusCode, url).toBe(304);
      expect(revalidated.headers['content-security-policy'], url).toContain(
        "frame-ancestors 'self' https://pathshala.example https://learn.partner.example",
      );
    }
  });

  it('keeps refusing every framer of pages, scripts and JSON, also when they are revalidated', async () => {
    const answers = await Promise.all([
      page(secure.app),
      secure.app.inject({ method: 'GET', url: '/assets/index.js' }),
      secure.app.inject({ method: 'GET', url: '/api/courses/getCourse' }),
      secure.app.inject({ method: 'GET', url: '/api/no-such-route' }),
    ]);
    for (const answer of answers) {
      expect(answer.headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(answer.headers['x-frame-options']).toBe('DENY');
    }
    const script = answers[1];
    const revalidated = await secure.app.inject({
      method: 'GET',
      url: '/assets/index.js',
      headers: { 'if-none-match': String(script?.headers.etag) },
    });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.headers['x-frame-options']).toBe('DENY');
  });
});

describe('with Razorpay taking the payments', () => {
  it('allow its checkout script, its frames and its API, and keep the window open to its popups', async () => {
    const response = await page(razorpay.app);
    const csp = policyOf(response.headers['content-security-policy']);
    expect(csp['script-src']).toEqual(["'self'", "'wasm-unsafe-eval'", 'https://checkout.razorpay.com']);
    expect(csp['script-src']).not.toContain("'unsafe-inline'");
    // The checkout's inline styles: a style-src-attr with hashes would switch 'unsafe-inline' off for them.
    expect(csp['style-src']).toContain("'unsafe-inline'");
    expect(csp).not.toHaveProperty('style-src-attr');
    expect(csp['frame-src']).toEqual(['https://api.razorpay.com', 'https://checkout.razorpay.com']);
    expect(csp['connect-src']).toEqual(expect.arrayContaining(["'self'", 'https://api.razorpay.com']));
    expect(csp['frame-ancestors']).toEqual(["'none'"]);
    expect(response.headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
    expect(response.headers['permissions-policy']).toContain(
      'payment=(self "https://checkout.razorpay.com" "https://api.razorpay.com")',
    );
  });
});

describe('the API docs', () => {
  it('render under their own policy: their bundle only', async () => {
    const docs = await app.inject({ method: 'GET', url: '/api/docs/' });
    expect(docs.statusCode).toBe(200);
    const csp = policyOf(docs.headers['content-security-policy']);
    expect(csp['script-src']).toEqual(["'self'"]);
    expect(csp['img-src']).toEqual(["'self'", 'data:']);
    expect(csp['frame-ancestors']).toEqual(["'none'"]);
    expect(csp).not.toHaveProperty('upgrade-insecure-requests');
    expect(docs.headers['x-content-type-options']).toBe('nosniff');
    // Every script the page loads is a file of the bundle (no inline script for the policy to refuse).
    const html = docs.body;
    const scripts = [...html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attributes, body] of scripts) {
      expect(attributes).toMatch(/src="/);
      expect(body?.trim()).toBe('');
      const src = /src="([^"]+)"/.exec(attributes ?? '')?.[1] ?? '';
      const asset = await app.inject({
        method: 'GET',
        url: new URL(src, 'http://localhost/api/docs/').pathname,
      });
      expect(asset.statusCode, src).toBe(200);
    }
  });
});

describe("the web app's own page", () => {
  it('has no inline script or style for the policy to refuse', () => {
    const html = readFileSync(path.resolve(import.meta.dirname, '../../../web/index.html'), 'utf8');
    for (const [, attributes, body] of html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)) {
      expect(attributes).toMatch(/src="/);
      expect(body?.trim()).toBe('');
    }
    expect(html).not.toMatch(/<style|\sstyle=|\son[a-z]+=/i);
  });
});
