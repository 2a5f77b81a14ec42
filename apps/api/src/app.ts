import { randomUUID } from 'node:crypto';
import path from 'node:path';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { CONTROL_CHARACTERS_MESSAGE, containsControlCharacters } from '@pathshala/shared/text';
import Fastify, { type FastifyReply, type FastifyServerOptions, LogController } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { Redis } from 'ioredis';
import type { Config } from './config.ts';
import type { ChangeFeed } from './db/change-feed.ts';
import type { Database } from './db/client.ts';
import { type BackgroundTasks, createBackgroundTasks } from './lib/background-tasks.ts';
import { rememberingAccepted } from './lib/remembered-validation.ts';
import { accountRoutes } from './modules/accounts/routes.ts';
import { adminCourseRoutes } from './modules/admin/courses-routes.ts';
import { dashboardRoutes } from './modules/admin/dashboard.ts';
import { enrolmentRoutes } from './modules/admin/enrolment-routes.ts';
import { peopleRoutes } from './modules/admin/people-routes.ts';
import { adminRoutes } from './modules/admin/routes.ts';
import { siteContentRoutes } from './modules/admin/site-content-routes.ts';
import { videoUploadRoutes } from './modules/admin/video-uploads-routes.ts';
import { catalogueRoutes } from './modules/catalogue/routes.ts';
import { codingAdminRoutes } from './modules/coding/admin-routes.ts';
import { type Judge, judgeWithoutEngine } from './modules/coding/judging.ts';
import { codingProgressRoutes } from './modules/coding/progress-routes.ts';
import { createJudgeWorker, type JudgeWorker } from './modules/coding/queue.ts';
import { codingRoutes } from './modules/coding/routes.ts';
import { gatewayFromConfig } from './modules/commerce/gateway-setup.ts';
import { commerceRoutes } from './modules/commerce/routes.ts';
import { contentRoutes } from './modules/content/routes.ts';
import {
  type AttachmentsFor,
  createOutbox,
  type MailTransport,
  type Outbox,
  smtpTransport,
} from './modules/email/outbox.ts';
import { emailRoutes } from './modules/email/routes.ts';
import { interviewAttachments } from './modules/engagement/pipeline.ts';
import { pipelineRoutes } from './modules/engagement/pipeline-routes.ts';
import { engagementRoutes } from './modules/engagement/routes.ts';
import { healthRoutes } from './modules/health/routes.ts';
import { invoiceAttachments } from './modules/invoices/attachments.ts';
import { invoiceRoutes } from './modules/invoices/routes.ts';
import { certificateIfEarned } from './modules/learning/certificates.ts';
import { learningRoutes } from './modules/learning/routes.ts';
import { liveRoutes } from './modules/live/routes.ts';
import { liveSessionAttachments } from './modules/live/service.ts';
import { mediaRoutes } from './modules/media/routes.ts';
import { createTranscodeWorker, type TranscodeWorker } from './modules/media/transcode-queue.ts';
import { NotificationHub } from './modules/notifications/hub.ts';
import { notificationRoutes } from './modules/notifications/routes.ts';
import { practiceAdminRoutes } from './modules/practice/admin-routes.ts';
import { mockCodingRoutes } from './modules/practice/mock-coding-routes.ts';
import { practiceRoutes } from './modules/practice/routes.ts';
import { profileRoutes } from './modules/profiles/routes.ts';
import { programmeRoutes } from './modules/programmes/routes.ts';
import { projectRoutes } from './modules/projects/routes.ts';
import { qaRoutes } from './modules/qa/routes.ts';
import { resumeRoutes } from './modules/resume/routes.ts';
import { savedResumePdf } from './modules/resume/service.ts';
import { reviewRoutes } from './modules/reviews/routes.ts';
import { loadOrCreateSecret } from './plugins/app-secrets.ts';
import { assetUrls } from './plugins/asset-urls.ts';
import { authPlugin } from './plugins/auth.ts';
import { changeFollower } from './plugins/change-follower.ts';
import { crossSiteGuard } from './plugins/cross-site-guard.ts';
import { AppError, answerBrokenRequest, CLIENT_ERROR_MESSAGES, errorsPlugin } from './plugins/errors.ts';
import { isPageAsk, loggerOptions, requestChildLogger } from './plugins/logging.ts';
import { createMediaSigner } from './plugins/media-signing.ts';
import type { PaymentGateway } from './plugins/payment-gateway.ts';
import { publicCachePlugin } from './plugins/public-cache.ts';
import { DEFAULT_BODY_LIMIT, requestBodies } from './plugins/request-bodies.ts';
import { apiDocsContentSecurityPolicy, securityHeaders } from './plugins/security-headers.ts';
import { staffAccess } from './plugins/staff-access.ts';
import { createDiskStorage, createS3Storage, type Storage } from './plugins/storage.ts';
import { webAppPlugin } from './plugins/web-app.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    config: Config;
    storage: Storage;
    paymentGateway: PaymentGateway;
    outbox: Outbox;
    /** Work requests start without waiting for it; tests await `settled()`. */
    backgroundTasks: BackgroundTasks;
    /** Lecture transcodes to HLS; server.ts starts its polling, tests run it on demand (runDue). */
    transcoder: TranscodeWorker;
    /** Runs programs: the coding judge engine (or, without one, a judge that runs no language). */
    judge: Judge;
    /** Judges queued submissions; server.ts starts its polling, tests run it on demand (runDue). */
    codingJudge: JudgeWorker;
    /** This instance's open notification streams, told by the change feed when a learner's count changed. */
    notificationHub: NotificationHub;
  }
}

export interface AppDependencies {
  config: Config;
  db: Database;
  /** The database's change notifications; without them sessions and learners' reads are not kept in memory. */
  changes?: ChangeFeed;
  storage?: Storage;
  paymentGateway?: PaymentGateway;
  /** Where e-mail goes; by default SMTP_URL's server, none without it. */
  mailTransport?: MailTransport;
  logger?: FastifyServerOptions['logger'];
  /** Runs learners' programs; tests hand in a judge of their own. */
  judge?: Judge;
}

/** Builds the whole server without listening: the entry point listens, tests use `inject`. */
/** How often Node looks for requests past their timeout. */
const CONNECTION_CHECK_MS = 2000;

export async function buildApp({
  config,
  db,
  changes,
  storage,
  paymentGateway,
  mailTransport,
  logger,
  judge,
}: AppDependencies) {
  const app = Fastify({
    logger: logger ?? loggerOptions(config.logLevel),
    childLoggerFactory: requestChildLogger,
    // A page's own asks of the API are logged as that page's request, once (web-app.ts).
    logController: new LogController({ disableRequestLogging: isPageAsk }),
    // Request ids are ours: a client could otherwise forge log correlation. Behind a trusted proxy the
    // proxy's id is kept, so one id follows the request through both logs.
    genReqId: (request) => {
      const incoming = request.headers['x-request-id'];
      return config.trustProxy && typeof incoming === 'string' && /^[\w-]{1,64}$/.test(incoming)
        ? incoming
        : randomUUID();
    },
    // Errors raised before a route runs answer in the API's envelope too.
    frameworkErrors: (error, _request, reply: FastifyReply) => {
      const status = error.statusCode ?? 400;
      reply.code(status).send({
        success: false,
        message: status === 414 ? CLIENT_ERROR_MESSAGES[414] : 'This address is not valid.',
      });
    },
    clientErrorHandler: answerBrokenRequest,
    // The consoles' routes take more (request-bodies.ts).
    bodyLimit: DEFAULT_BODY_LIMIT,
    // While draining, the errors plugin answers new requests 503 itself: Fastify's own 503 is not our envelope.
    return503OnClosing: false,
    // A client that trickles or stalls its request is answered 408 and cut off instead of holding a socket
    // for ever; Node checks every CONNECTION_CHECK_MS, so the 408 comes up to that late. Idle sockets (also
    // mid-response) are closed after twice the request timeout plus one check: never before the 408 is sent.
    requestTimeout: config.requestTimeoutMs,
    connectionTimeout: config.requestTimeoutMs * 2 + CONNECTION_CHECK_MS,
    http: { connectionsCheckingInterval: CONNECTION_CHECK_MS },
    trustProxy: config.trustProxy,
  }).withTypeProvider<ZodTypeProvider>();

  // Every request part is checked for control characters (NUL and friends) before its schema runs, so no
  // route, shared schema or ad-hoc, can pass one on to the database. A query string accepted once is not
  // parsed again (a fifth of a catalogue page's CPU under load): its value is frozen and shared.
  app.setValidatorCompiler((route) => {
    const validate = validatorCompiler(route as Parameters<typeof validatorCompiler>[0]);
    const check = (data: unknown) =>
      containsControlCharacters(data)
        ? { error: new AppError('BAD_REQUEST', CONTROL_CHARACTERS_MESSAGE) }
        : validate(data);
    return route.httpPart === 'querystring' ? rememberingAccepted(check) : check;
  });
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('db', db);
  app.decorate('config', config);
  app.decorate(
    'storage',
    storage ??
      (config.s3 ? createS3Storage(config.s3) : createDiskStorage(path.join(config.dataDir, 'files'))),
  );
  app.decorate('paymentGateway', paymentGateway ?? (await gatewayFromConfig(config, db)));
  app.decorate(
    'outbox',
    createOutbox({
      db,
      transport: mailTransport ?? (config.mail.smtpUrl ? smtpTransport(config.mail.smtpUrl) : undefined),
      from: config.mail.from,
      siteUrl: config.publicUrl,
      log: app.log,
      attachmentsFor: allAttachments(
        invoiceAttachments(db),
        liveSessionAttachments(db, config.publicUrl),
        interviewAttachments(config.mail.from),
      ),
    }),
  );
  app.decorate('backgroundTasks', createBackgroundTasks(app.log));
  // Before onClose (where the entry point closes the database): what requests started finishes first.
  app.addHook('preClose', async () => app.backgroundTasks.settled());
  app.addHook('onReady', async () => app.outbox.start(config.mail.outboxPollMs));
  app.addHook('onClose', async () => app.outbox.stop());
  app.decorate(
    'transcoder',
    createTranscodeWorker({
      db,
      storage: app.storage,
      tools: config.transcode,
      dataDir: config.dataDir,
      concurrency: config.transcode.concurrency,
      log: app.log,
    }),
  );
  // Before onClose (where the entry point closes the database): a running job is put back in the queue first.
  app.addHook('preClose', async () => app.transcoder.stop());
  app.decorate('judge', judge ?? judgeWithoutEngine());
  app.decorate(
    'codingJudge',
    createJudgeWorker({ db, judge: app.judge, concurrency: config.judge.concurrency, log: app.log }),
  );
  // Running submissions go back to the queue before the database closes; the judge's processes end after.
  app.addHook('preClose', async () => app.codingJudge.stop());
  app.addHook('onClose', async () => app.judge.close());
  // The per-request hooks take `done` rather than returning a promise: one microtask fewer each, on every
  // request (the bench's profile).
  app.addHook('onSend', (request, reply, payload, done) => {
    reply.header('x-request-id', request.id);
    done(null, payload);
  });

  // Security headers first: their hooks then cover every route registered after, the API docs included.
  await app.register(securityHeaders);

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
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: apiDocsContentSecurityPolicy() });
  const redis = config.redisUrl
    ? new Redis(config.redisUrl, { connectTimeout: 500, maxRetriesPerRequest: 1 })
    : undefined;
  if (redis) app.addHook('onClose', async () => void redis.disconnect());
  await app.register(rateLimit, {
    global: false,
    // Shared across instances when Redis is configured; if Redis is down, serve rather than lock everyone out.
    ...(redis ? { redis, skipOnError: true, nameSpace: 'pathshala-rl:' } : {}),
    errorResponseBuilder: (_request, context) =>
      new AppError('TOO_MANY_REQUESTS', `Too many requests. Please try again in ${context.after}.`),
  });
  await app.register(requestBodies);

  // App plugins.
  await app.register(errorsPlugin);
  await app.register(assetUrls);
  await app.register(publicCachePlugin, { redis });
  await app.register(crossSiteGuard);
  await app.register(authPlugin);
  await app.register(staffAccess);
  app.decorate('notificationHub', new NotificationHub({ total: config.notificationStreamsMax }));
  await app.register(changeFollower, { changes });

  // Routes.
  await app.register(healthRoutes);
  await app.register(catalogueRoutes);
  await app.register(contentRoutes);
  await app.register(commerceRoutes);
  await app.register(learningRoutes, {
    signer: createMediaSigner(await loadOrCreateSecret(db, 'media_signing_secret')),
  });
  await app.register(accountRoutes);
  // An application may attach the résumé built here: engagement asks for its PDF without importing the builder.
  await app.register(engagementRoutes, {
    builderResumePdf: async (userId) => (await savedResumePdf(db, userId))?.pdf ?? null,
  });
  await app.register(pipelineRoutes);
  await app.register(emailRoutes);
  await app.register(adminRoutes);
  await app.register(adminCourseRoutes);
  await app.register(videoUploadRoutes);
  await app.register(mediaRoutes);
  await app.register(peopleRoutes);
  await app.register(siteContentRoutes);
  await app.register(enrolmentRoutes);
  await app.register(dashboardRoutes);
  await app.register(invoiceRoutes);
  await app.register(practiceRoutes);
  await app.register(practiceAdminRoutes);
  await app.register(programmeRoutes);
  await app.register(liveRoutes);
  await app.register(notificationRoutes);
  await app.register(qaRoutes);
  await app.register(profileRoutes);
  await app.register(resumeRoutes);
  await app.register(codingRoutes);
  await app.register(codingAdminRoutes);
  await app.register(mockCodingRoutes);
  await app.register(codingProgressRoutes);
  // A passed project may be the last thing a certificate waited for.
  await app.register(reviewRoutes);
  await app.register(projectRoutes, {
    onProjectPassed: (userId, courseId) => certificateIfEarned(db, userId, courseId),
  });

  await app.register(webAppPlugin, {
    distDir: config.webDistDir,
    pagesPerMinute: config.rateLimits.pagesPerMinute,
  });
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;

/** Each feature names the files of its own templates; a message carries what any of them gives. */
const allAttachments =
  (...sources: AttachmentsFor[]): AttachmentsFor =>
  async (template, params) =>
    (await Promise.all(sources.map((source) => source(template, params)))).flat();
