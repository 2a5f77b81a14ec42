import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

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
      const wantsPage = request.method === 'GET' || request.method === 'HEAD';
      // Page navigations ask for HTML; a missing asset (script, image) must stay a 404, not index.html.
      const acceptsHtml = request.headers.accept?.includes('text/html') ?? false;
      if (serveWeb && wantsPage && acceptsHtml && !pathname.startsWith('/api/') && pathname !== '/api') {
        return reply.header('cache-control', 'no-cache').type('text/html').sendFile('index.html');
      }
      return reply
        .code(404)
        .send({ success: false, message: `Route ${request.method} ${pathname} not found` });
    },
  );
});
