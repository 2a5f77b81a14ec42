import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * The keys whose string values are image or media URLs in any response (contract.md: thumbnail, coverPhoto,
 * profilePhoto, imageUrl, logo, certificate image, preview and lecture video, notes). Not `icon`: a roadmap
 * step's icon is an emoji, never a URL, so no path under that key is made to look like an asset.
 */
export const ASSET_URL_KEYS = new Set([
  'thumbnail',
  'coverPhoto',
  'profilePhoto',
  'imageUrl',
  'logo',
  'certificateImage',
  'videoUrl',
  'video',
  'captions',
  'hls',
  'poster',
  'thumbnails',
  'captionsUrl',
  'notesLink',
  'pdfUrl',
]);

/** A path on our own host ('/images/…', '/api/media/…'); absolute URLs and protocol-relative ones pass. */
const isRootRelative = (value: string) => value.startsWith('/') && !value.startsWith('//');

/**
 * The value with every root-relative asset URL under an asset key made absolute. Objects that need no change
 * are returned as they are (cached payloads are shared between requests and never mutated).
 */
export function absoluteAssetUrls<T>(value: T, assetBaseUrl: string): T {
  if (Array.isArray(value)) {
    let copy: unknown[] | undefined;
    for (let index = 0; index < value.length; index += 1) {
      const item = value[index];
      const next = absoluteAssetUrls(item, assetBaseUrl);
      if (next !== item) {
        copy ??= [...value];
        copy[index] = next;
      }
    }
    return (copy ?? value) as T;
  }
  if (value === null || typeof value !== 'object' || value instanceof Date) return value;
  let copy: Record<string, unknown> | undefined;
  for (const [key, item] of Object.entries(value)) {
    let next: unknown = item;
    if (typeof item === 'string') {
      if (ASSET_URL_KEYS.has(key) && isRootRelative(item)) next = `${assetBaseUrl}${item}`;
    } else if (item !== null && typeof item === 'object') {
      next = absoluteAssetUrls(item, assetBaseUrl);
    }
    if (next !== item) {
      copy ??= { ...(value as Record<string, unknown>) };
      copy[key] = next;
    }
  }
  return (copy ?? value) as T;
}

/**
 * Every image and media URL the API answers is absolute, built from ASSET_BASE_URL (default PUBLIC_URL), so a
 * front end on another origin, a mobile app or a CDN in front of /images shows them. Stored values stay paths,
 * so moving the assets is a configuration change, not a data migration.
 */
export const assetUrls = fp(async (app: FastifyInstance) => {
  const { assetBaseUrl } = app.config;
  app.addHook('preSerialization', (_request, _reply, payload, done) =>
    done(null, absoluteAssetUrls(payload, assetBaseUrl)),
  );
});

/**
 * The body with its image URLs stored as paths again: answers make our own paths absolute (ASSET_BASE_URL), and
 * a console that sends back what it was shown must not pin today's asset host into the database.
 */
export function storedAssetPaths<Body extends object>(body: Body, assetBaseUrl: string): Body {
  const prefix = `${assetBaseUrl.replace(/\/+$/, '')}/`;
  const entries = Object.entries(body).map(([key, value]) => [
    key,
    ASSET_URL_KEYS.has(key) && typeof value === 'string' && value.startsWith(prefix)
      ? value.slice(prefix.length - 1)
      : value,
  ]);
  return Object.fromEntries(entries) as Body;
}
