import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

const STATIC_FILE =
  /\.(?:m?js|css|map|json|txt|xml|webmanifest|png|jpe?g|gif|svg|webp|avif|ico|woff2?|ttf|mp4|webm|pdf)$/i;

/** A path whose last segment is a file name (a lecture title with spaces, 'Intro to Node.js', is not). */
function looksLikeFile(pathname: string) {
  const last = pathname.slice(pathname.lastIndexOf('/') + 1);
  return pathname.startsWith('/assets/') || (!last.includes('%20') && STATIC_FILE.test(last));
}

/** An Accept header that names only JSON types (application/json, application/problem+json, …). */
function isJsonOnly(accept: string | undefined) {
  if (!accept) return false;
  const types = accept.split(',').map((part) => part.split(';')[0]?.trim().toLowerCase() ?? '');
  return types.every((type) => type === 'application/json' || /^application\/[\w.-]+\+json$/.test(type));
}

/**
 * Serves the built web app (production) with a fallback to index.html for client-side routes.
 * Unknown /api paths always stay JSON 404s. The not-found handler is rate-limited (path scanners).
 */
export const webAppPlugin = fp(async (app: FastifyInstance, options: { distDir: string | undefined }) => {
  const distDir = options.distDir;
  const serveWeb = distDir !== undefined && existsSync(path.join(distDir, 'index.html'));
  if (distDir !== undefined && !serveWeb) {
    app.log.warn({ distDir }, 'web app build not found; serving the API only (run `npm run build`)');
  }

  if (serveWeb) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
      // The build writes .br and .gz beside every text file (apps/web/build/precompress.ts): sent as they are,
      // with Content-Encoding and Vary: Accept-Encoding, to clients that accept them.
      preCompressed: true,
      setHeaders(reply, filePath) {
        // Vite puts content hashes in asset names, so they never change.
        if (filePath.includes(`${path.sep}assets${path.sep}`)) {
          reply.header('cache-control', 'public, max-age=31536000, immutable');
        }
      },
    });
  }

  app.setNotFoundHandler(
    { preHandler: app.rateLimit({ max: 120, timeWindow: '1 minute' }) },
    async (request, reply) => {
      const pathname = request.url.split('?')[0] ?? '/';
      const accept = request.headers.accept;
      const wantsPage =
        (request.method === 'GET' || request.method === 'HEAD') &&
        !pathname.startsWith('/api/') &&
        pathname !== '/api' &&
        // Like any static host: every client route answers the page, unless the client takes JSON only,
        // or asks for what looks like a missing file (a script or image must stay a 404, not index.html).
        !isJsonOnly(accept) &&
        (accept?.includes('text/html') || !looksLikeFile(pathname));
      if (serveWeb && wantsPage) {
        return reply.header('cache-control', 'no-cache').type('text/html').sendFile('index.html');
      }
      return reply
        .code(404)
        .send({ success: false, message: `Route ${request.method} ${pathname} not found` });
    },
  );
});
