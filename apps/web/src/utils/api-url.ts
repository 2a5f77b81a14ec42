import { env } from '@/config/env';

/** The origin this page sends its API calls to: VITE_API_URL, else its own. */
const apiOrigin = () => env.API_URL || window.location.origin;

/**
 * A link the API gave out (a path under /api/: media, captions, stream files), moved to the API origin this page
 * talks to. The API writes links on its PUBLIC_URL, which may name the host differently from the page (localhost
 * against 127.0.0.1): asked there, a request carries no session cookie and the resource policy refuses it. Other
 * links, such as presigned object-store URLs, are kept as they are.
 */
export function onApiOrigin(link: string): string {
  if (!link) return link;
  let url: URL;
  try {
    url = new URL(link, window.location.href);
  } catch {
    return link;
  }
  return url.pathname.startsWith('/api/')
    ? new URL(`${url.pathname}${url.search}`, apiOrigin()).href
    : url.href;
}

/**
 * The link is on the API origin, whose stream files are checked against the session cookie: a cross-origin
 * request there (VITE_API_URL) must carry credentials. Presigned object-store links must not (their CORS is '*').
 */
export function isApiUrl(link: string): boolean {
  try {
    return new URL(link, window.location.href).origin === new URL(apiOrigin()).origin;
  } catch {
    return false;
  }
}
