import { randomUUID } from 'node:crypto';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyServerOptions } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { catalogueRoutes } from './modules/catalogue/routes.ts';
import { healthRoutes } from './modules/health/routes.ts';
import { crossSiteGuard } from './plugins/cross-site-guard.ts';
import { errorsPlugin } from './plugins/errors.ts';
import { webAppPlugin } from './plugins/web-app.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    config: Config;
  }
}

export interface AppDependencies {
  config: Config;
  db: Database;
  logger?: FastifyServerOptions['logger'];
}

/** Builds the whole server without listening: the entry point listens, tests use `inject`. */
export async function buildApp({ config, db, logger }: AppDependencies) {
  const app = Fastify({
    logger: logger ?? {
      level: config.logLevel,
      redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
    },
    genReqId: (request) => {
      const incoming = request.headers['x-request-id'];
      return typeof incoming === 'string' && /^[\w-]{1,64}$/.test(incoming) ? incoming : randomUUID();
    },
    bodyLimit: 1024 * 1024,
    return503OnClosing: true,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('db', db);
  app.decorate('config', config);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  // External plugins.
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Pathshala API',
        version: '1.0.0',
        description: 'Courses, learning, commerce and careers.',
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
  await app.register(rateLimit, { global: false });

  // App plugins.
  await app.register(errorsPlugin);
  await app.register(crossSiteGuard);

  // Routes.
  await app.register(healthRoutes);
  await app.register(catalogueRoutes);

  await app.register(webAppPlugin, { distDir: config.webDistDir });
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
