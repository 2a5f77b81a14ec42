import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from './errors.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The spec's GETs that change state: a link or a navigation from another site must not trigger them. */
export const STATE_CHANGING_GET_ROUTES = new Set([
  '/api/wishlist/toggleWishlist/:id',
  '/api/user/updateNewsLetter',
]);

/**
 * Sent server to server and proved by a signature, not by where they come from: the gateway's webhook, and a
 * mail client's one-click unsubscribe (RFC 8058) with its signed token.
 */
const EXEMPT_ROUTES = new Set(['/api/payment/webhook', '/api/notifications/unsubscribe']);

export const CROSS_SITE_MESSAGE =
  'This request came from another website and was refused. Please use Pathshala directly.';

/**
 * CSRF defence. A state-changing request (POST, PUT, PATCH, DELETE) must come from one of our pages: its `Origin`
 * (or, when a browser sends none, its `Referer`'s origin) must be PUBLIC_URL's or one in ALLOWED_ORIGINS. With
 * neither header, Fetch Metadata decides: `Sec-Fetch-Site` cross-site or same-site is refused. A request with no
 * browser signal at all is let through: browsers always send at least one of them on a cross-site POST, so such a
 * request comes from a non-browser client (a script, another server), which carries no victim's cookies to abuse.
 * The spec's state-changing GETs also refuse any cross-site or same-site request (e.g. a top-level navigation).
 */
export const crossSiteGuard = fp(async (app: FastifyInstance) => {
  const allowedOrigins = new Set([new URL(app.config.publicUrl).origin, ...app.config.allowedOrigins]);

  app.addHook('onRequest', (request, _reply, done) => {
    const route = request.routeOptions.url;
    if (route !== undefined && EXEMPT_ROUTES.has(route)) return done();
    const stateChangingGet = route !== undefined && STATE_CHANGING_GET_ROUTES.has(route);
    if (SAFE_METHODS.has(request.method) && !stateChangingGet) return done();

    const claimed = claimedOrigin(request);
    const fetchSite = request.headers['sec-fetch-site'];
    const foreignOrigin = claimed !== undefined && !allowedOrigins.has(claimed);
    const foreignSite = fetchSite === 'cross-site' || fetchSite === 'same-site';
    // An allowed origin outranks Fetch Metadata, so a front end on an allowed sibling site keeps working;
    // the state-changing GETs are stricter and refuse any page that is not our own.
    const refused = foreignOrigin || (foreignSite && (claimed === undefined || stateChangingGet));
    if (refused) {
      request.log.warn(
        { origin: claimed ?? null, fetchSite: fetchSite ?? null },
        'cross-site request refused',
      );
      return done(new AppError('FORBIDDEN', CROSS_SITE_MESSAGE));
    }
    done();
  });
});

/**
 * The origin the browser says the request comes from: `Origin`, else the `Referer`'s origin; undefined when
 * neither is sent. An opaque (`null`) or unreadable value is returned as is, so it never matches an allowed one.
 */
function claimedOrigin(request: FastifyRequest): string | undefined {
  const origin = request.headers.origin;
  if (origin !== undefined) return originOf(origin);
  const referer = request.headers.referer;
  return referer === undefined ? undefined : originOf(referer);
}

function originOf(value: string) {
  try {
    return new URL(value).origin;
  } catch {
    return value;
  }
}
