import { availableParallelism } from 'node:os';
import path from 'node:path';
import {
  SIGN_IN_PROVIDER_NAMES,
  SIGN_IN_PROVIDERS,
  type SignInProvider,
} from '@pathshala/shared/accounts-constants';
import { gstStateName, isValidGstin } from '@pathshala/shared/gst';
import { z } from 'zod';
import { REPO_ROOT } from './paths.ts';

const optionalString = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

const optionalUrl = (protocols: string[]) =>
  optionalString.refine(
    (value) => {
      if (value === undefined) return true;
      try {
        return protocols.includes(new URL(value).protocol);
      } catch {
        return false;
      }
    },
    { message: `must be a URL (${protocols.join(' or ')})` },
  );

const flag = z
  .enum(['0', '1', 'true', 'false', ''])
  .optional()
  .transform((value) => value === '1' || value === 'true');

/** Every environment variable the server reads. Documented in README.md and .env.example. */
const ZEnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce
    .number({ message: 'must be a whole number from 1 to 65535' })
    .int('must be a whole number from 1 to 65535')
    .min(1, 'must be a whole number from 1 to 65535')
    .max(65535, 'must be a whole number from 1 to 65535')
    .default(3000),
  HOST: z.string().trim().min(1).default('0.0.0.0'),
  PUBLIC_URL: optionalUrl(['http:', 'https:']),
  ASSET_BASE_URL: optionalUrl(['http:', 'https:']),
  ALLOWED_ORIGINS: optionalString.refine((value) => value === undefined || parseOrigins(value) !== null, {
    message: 'must be a comma-separated list of origins, e.g. https://pathshala.in,https://www.pathshala.in',
  }),
  DATA_DIR: z.string().trim().min(1).default('.data'),
  DATABASE_URL: optionalUrl(['postgres:', 'postgresql:']),
  DEMO_DATA: flag,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST_DIR: optionalString,
  TRUST_PROXY: flag,
  REDIS_URL: optionalUrl(['redis:', 'rediss:']),
  AUTH_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(100),
  FORM_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(10),
  PAGE_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(3000),
  LOGIN_FAILURES_PER_CLIENT: z.coerce.number().int().min(1).default(5),
  LOGIN_FAILURES_PER_ACCOUNT: z.coerce.number().int().min(1).default(20),
  LOGIN_BACKOFF_MAX_MINUTES: z.coerce.number().int().min(1).default(15),
  PASSWORD_CHANGE_FAILURES: z.coerce.number().int().min(1).default(5),
  PASSWORD_CHANGE_WINDOW_MINUTES: z.coerce.number().int().min(1).default(15),
  GOOGLE_CLIENT_ID: optionalString,
  GOOGLE_CLIENT_SECRET: optionalString,
  OIDC_ISSUER: optionalUrl(['http:', 'https:']),
  LINKEDIN_CLIENT_ID: optionalString,
  LINKEDIN_CLIENT_SECRET: optionalString,
  LINKEDIN_ISSUER: optionalUrl(['http:', 'https:']),
  GITHUB_CLIENT_ID: optionalString,
  GITHUB_CLIENT_SECRET: optionalString,
  GITHUB_OAUTH_URL: optionalUrl(['http:', 'https:']),
  GITHUB_API_URL: optionalUrl(['http:', 'https:']),
  QUIZ_SERVICE_URL: optionalUrl(['http:', 'https:']),
  RESUME_BUILDER_URL: optionalUrl(['http:', 'https:']),
  SMTP_URL: optionalUrl(['smtp:', 'smtps:']),
  MAIL_FROM: optionalString,
  // Empty (as in .env.example) means the default, not 0 (which switches the worker off).
  OUTBOX_POLL_MS: optionalString.pipe(z.coerce.number<string | undefined>().int().min(0).optional()),
  FFMPEG_PATH: optionalString,
  FFPROBE_PATH: optionalString,
  TRANSCODE_CONCURRENCY: z.coerce
    .number({ message: 'must be a whole number from 0 to 8' })
    .int('must be a whole number from 0 to 8')
    .min(0, 'must be a whole number from 0 to 8')
    .max(8, 'must be a whole number from 0 to 8')
    .default(1),
  TRANSCODE_POLL_MS: optionalString.pipe(z.coerce.number<string | undefined>().int().min(0).optional()),
  JUDGE_CONCURRENCY: z.coerce
    .number({ message: 'must be a whole number from 0 to 8' })
    .int('must be a whole number from 0 to 8')
    .min(0, 'must be a whole number from 0 to 8')
    .max(8, 'must be a whole number from 0 to 8')
    .default(1),
  JUDGE_POLL_MS: optionalString.pipe(z.coerce.number<string | undefined>().int().min(0).optional()),
  CODING_SUBMISSIONS_PER_MINUTE: z.coerce.number().int().min(1).default(6),
  CODING_RUNS_PER_MINUTE: z.coerce.number().int().min(1).default(20),
  // How many demo lectures (free ones first) to transcode at the first start; unset = all of them.
  DEMO_TRANSCODE_LIMIT: optionalString.pipe(z.coerce.number<string | undefined>().int().min(0).optional()),
  PAYMENT_GATEWAY: z
    .enum(['razorpay', 'simulated', ''], { message: 'must be razorpay or simulated' })
    .optional()
    .transform((value) => (value === '' ? undefined : value)),
  RECONCILE_INTERVAL_SECONDS: z.coerce.number().int().min(1).default(60),
  RECONCILE_AFTER_SECONDS: z.coerce.number().int().min(1).default(180),
  DATABASE_QUERY_TIMEOUT_MS: z.coerce.number().int().min(100).default(5000),
  DATABASE_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).default(3000),
  REQUEST_TIMEOUT_SECONDS: z.coerce.number().int().min(1).default(60),
  NOTIFICATION_STREAMS_MAX: z.coerce.number().int().min(1).default(10_000),
  // Test-only: mock test sections last this share of their length (0.01 turns 25 minutes into 15 seconds).
  MOCK_TEST_TIME_SCALE: z.coerce.number().positive().max(1).default(1),
  // At most 5 GB: the largest object S3 takes in one PUT.
  LECTURE_VIDEO_MAX_MB: z.coerce
    .number({ message: 'must be a whole number of megabytes from 1 to 5120' })
    .int('must be a whole number of megabytes from 1 to 5120')
    .min(1, 'must be a whole number of megabytes from 1 to 5120')
    .max(5120, 'must be a whole number of megabytes from 1 to 5120')
    .default(2048),
  // Chunks of a resumable lecture video upload (8 MiB by default; the browser tests use 16 KiB ones).
  VIDEO_UPLOAD_CHUNK_KB: z.coerce
    .number({ message: 'must be a whole number of kilobytes from 16 to 65536' })
    .int('must be a whole number of kilobytes from 16 to 65536')
    .min(16, 'must be a whole number of kilobytes from 16 to 65536')
    .max(65536, 'must be a whole number of kilobytes from 16 to 65536')
    .default(8192),
  SELLER_GSTIN: optionalString.refine((value) => value === undefined || isValidGstin(value), {
    message: 'must be a valid GSTIN (15 characters with its check digit, e.g. 29AAACP1234F1ZR)',
  }),
  SELLER_LEGAL_NAME: optionalString,
  SELLER_ADDRESS: optionalString,
  SELLER_STATE: optionalString.refine((value) => value === undefined || gstStateName(value) !== undefined, {
    message: 'must be a GST state code, e.g. 29 for Karnataka',
  }),
  RAZORPAY_KEY_ID: optionalString,
  RAZORPAY_KEY_SECRET: optionalString,
  RAZORPAY_WEBHOOK_SECRET: optionalString,
  S3_ENDPOINT: optionalUrl(['http:', 'https:']),
  S3_BUCKET: optionalString,
  S3_ACCESS_KEY: optionalString,
  S3_SECRET_KEY: optionalString,
  S3_REGION: optionalString,
});

type Env = z.infer<typeof ZEnvSchema>;

export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  publicUrl: string;
  /** Base of every image and media URL in responses (ASSET_BASE_URL, default PUBLIC_URL); no trailing slash. */
  assetBaseUrl: string;
  /**
   * Origins besides PUBLIC_URL's own whose pages may make state-changing requests (the CSRF check): ALLOWED_ORIGINS,
   * by default the Vite dev server's in development.
   */
  allowedOrigins: string[];
  dataDir: string;
  databaseUrl: string | undefined;
  /** Load demo data into an empty database: always for the embedded one, on request (DEMO_DATA=1) for a server. */
  loadDemoData: boolean;
  logLevel: string;
  /** Built web app to serve; undefined outside production. */
  webDistDir: string | undefined;
  /** Behind a reverse proxy: take the client address from X-Forwarded-For. */
  trustProxy: boolean;
  /** Shared store for rate limits across instances; in-process when absent. */
  redisUrl: string | undefined;
  rateLimits: {
    /** Login and register requests per minute per IP (a college lab shares one IP). */
    authPerMinute: number;
    /** Public form submissions (contact, applications) per minute per address. */
    formsPerMinute: number;
    /**
     * Pages (documents) per minute per address: a campus behind one address opens many at once on a placement
     * day. Addresses asking for what does not exist keep a path scanner's limit (120 a minute).
     */
    pagesPerMinute: number;
    /** Failed logins per e-mail and client (address, or known device) before each further one doubles the wait. */
    loginFailuresPerClient: number;
    /** Failed logins per e-mail from all clients before the account backs off too (distributed guessing). */
    loginFailuresPerAccount: number;
    /** The longest back-off wait (1 s, 2 s, 4 s … up to this). */
    loginBackoffMaxMinutes: number;
    /** Wrong old passwords per account in updatePassword within the window, then 429 until it ends. */
    passwordChangeFailures: number;
    passwordChangeWindowMinutes: number;
  };
  /** Password hashes (scrypt, ~0.6 s of CPU each) running and waiting at once, per client and in total. */
  passwordHashing: {
    perClient: { running: number; waiting: number };
    total: { running: number; waiting: number };
  };
  /** Social sign-in, per provider; a provider without its client id and secret is absent (its buttons hidden). */
  socialSignIn: Partial<Record<SignInProvider, SocialSignInConfig>>;
  quizServiceUrl: string | undefined;
  /** An outside résumé builder the header's 'Create Resume' opens instead of our own /resume. */
  resumeBuilderUrl: string | undefined;
  /** E-mail: the SMTP server (absent: mail waits in the outbox), the sender, and how often the worker polls (0: never). */
  mail: { smtpUrl: string | undefined; from: string; outboxPollMs: number };
  /**
   * Lecture transcoding to HLS: the ffmpeg and ffprobe to run (FFMPEG_PATH, FFPROBE_PATH; by default found on
   * PATH), how many jobs this instance runs at once (0: none) and how often its worker polls (0: never, tests).
   */
  transcode: {
    ffmpegPath: string;
    ffprobePath: string;
    concurrency: number;
    pollMs: number;
    /** Demo lectures to transcode at the first start (free ones first); undefined = all. */
    demoLimit: number | undefined;
  };
  /**
   * The coding judge: submissions this instance judges at once (JUDGE_CONCURRENCY, 0: none here, another instance
   * does), how often its worker polls the queue (0: never, tests), and runs and submissions per learner a minute.
   */
  judge: { concurrency: number; pollMs: number; submissionsPerMinute: number; runsPerMinute: number };
  /**
   * Which gateway takes payments. Never chosen silently in production: without Razorpay keys the server stops
   * unless PAYMENT_GATEWAY=simulated was asked for (`npm start`, the demo, asks for it).
   */
  paymentGateway: 'razorpay' | 'simulated';
  /** Razorpay keys, when configured. */
  razorpay: { keyId: string; keySecret: string; webhookSecret: string } | undefined;
  /** Reconciliation: how often to run, and how old an open order must be before the gateway is asked. */
  reconcile: { intervalMs: number; afterMs: number };
  /** Share of each mock test section's length an attempt gets: 1 except in browser tests (never in production). */
  mockTestTimeScale: number;
  /** A stalled or lost database answers 503 after these, instead of holding requests for ever. */
  databaseTimeouts: { queryMs: number; connectMs: number };
  /** Longest time a client may take to send one whole request (slow uploads included). */
  requestTimeoutMs: number;
  /** Open live notification streams this instance holds at most; past it the page polls (NOTIFICATION_STREAMS_MAX). */
  notificationStreamsMax: number;
  /**
   * Largest lecture video the admin console accepts (LECTURE_VIDEO_MAX_MB; refused from Content-Length or the
   * declared size), and the chunk size of resumable video uploads (VIDEO_UPLOAD_CHUNK_KB).
   */
  uploads: { lectureVideoMaxBytes: number; videoChunkBytes: number };
  /**
   * The seller on every GST invoice. Required in production with Razorpay (real money, real invoices); a demo
   * without it issues specimen invoices of a made-up seller, marked as such on the PDF.
   */
  seller: Seller;
  /** S3-compatible storage for uploads and media; files live under DATA_DIR/files without it. */
  s3:
    | {
        endpoint: string;
        bucket: string;
        accessKeyId: string;
        secretAccessKey: string;
        region: string | undefined;
      }
    | undefined;
}

export interface SocialSignInConfig {
  clientId: string;
  clientSecret: string;
  /** OpenID Connect issuer (Google, LinkedIn), or the OAuth 2 server's base URL (GitHub). */
  issuer: string;
  /** GitHub's REST API, which gives the account and its verified e-mail addresses. */
  apiUrl?: string;
}

/** Each provider's variables: its client pair and where its servers are (overridden only by tests). */
const SOCIAL_SIGN_IN_VARIABLES = {
  google: { id: 'GOOGLE_CLIENT_ID', secret: 'GOOGLE_CLIENT_SECRET' },
  linkedin: { id: 'LINKEDIN_CLIENT_ID', secret: 'LINKEDIN_CLIENT_SECRET' },
  github: { id: 'GITHUB_CLIENT_ID', secret: 'GITHUB_CLIENT_SECRET' },
} as const satisfies Record<SignInProvider, { id: keyof Env; secret: keyof Env }>;

/**
 * A provider is on with both its client id and secret, off with neither; half a pair stops the start, since
 * the buttons would otherwise vanish without a word.
 */
function chooseSocialSignIn(env: Env): Config['socialSignIn'] {
  const servers: Record<SignInProvider, Pick<SocialSignInConfig, 'issuer' | 'apiUrl'>> = {
    google: { issuer: env.OIDC_ISSUER ?? 'https://accounts.google.com' },
    linkedin: { issuer: env.LINKEDIN_ISSUER ?? 'https://www.linkedin.com/oauth' },
    github: {
      issuer: env.GITHUB_OAUTH_URL ?? 'https://github.com',
      apiUrl: env.GITHUB_API_URL ?? 'https://api.github.com',
    },
  };
  const chosen: Config['socialSignIn'] = {};
  for (const provider of SIGN_IN_PROVIDERS) {
    const names = SOCIAL_SIGN_IN_VARIABLES[provider];
    const clientId = env[names.id];
    const clientSecret = env[names.secret];
    if (!clientId && !clientSecret) continue;
    if (!clientId || !clientSecret) {
      throw new ConfigError(
        `Invalid configuration: ${clientId ? names.secret : names.id} not set (${SIGN_IN_PROVIDER_NAMES[provider]} sign-in needs both ${names.id} and ${names.secret})`,
      );
    }
    chosen[provider] = { clientId, clientSecret, ...servers[provider] };
  }
  return chosen;
}

export interface Seller {
  gstin: string;
  legalName: string;
  address: string;
  stateCode: string;
  /** True for the made-up demo seller: its invoices say SPECIMEN. */
  specimen: boolean;
}

const SPECIMEN_SELLER: Seller = {
  gstin: '29AAACP1234F1ZR',
  legalName: 'Pathshala Learning Private Limited (specimen)',
  address: '2nd Floor, 80 Feet Road, Koramangala, Bengaluru, Karnataka 560034',
  stateCode: '29',
  specimen: true,
};

const SELLER_VARIABLES = ['SELLER_GSTIN', 'SELLER_LEGAL_NAME', 'SELLER_ADDRESS', 'SELLER_STATE'] as const;

/** All four SELLER_* or none; none only outside production's real payments. */
function chooseSeller(env: z.infer<typeof ZEnvSchema>, paymentGateway: 'razorpay' | 'simulated'): Seller {
  const missing = SELLER_VARIABLES.filter((name) => !env[name]);
  if (missing.length === SELLER_VARIABLES.length) {
    if (env.NODE_ENV === 'production' && paymentGateway === 'razorpay') {
      throw new ConfigError(
        `Invalid configuration: ${missing.join(', ')} not set; production issues a GST invoice for every payment`,
      );
    }
    return SPECIMEN_SELLER;
  }
  if (missing.length > 0) {
    throw new ConfigError(
      `Invalid configuration: ${missing.join(', ')} not set (the seller needs all four SELLER_*)`,
    );
  }
  const seller = {
    gstin: env.SELLER_GSTIN ?? '',
    legalName: env.SELLER_LEGAL_NAME ?? '',
    address: env.SELLER_ADDRESS ?? '',
    stateCode: env.SELLER_STATE ?? '',
    specimen: false,
  };
  if (seller.gstin.slice(0, 2) !== seller.stateCode) {
    throw new ConfigError(
      `Invalid configuration: SELLER_GSTIN=${JSON.stringify(seller.gstin)} is registered in state ${seller.gstin.slice(0, 2)}, not SELLER_STATE=${seller.stateCode}`,
    );
  }
  return seller;
}

export class ConfigError extends Error {}

/** Parses the environment once at start-up. Throws ConfigError with one line naming the bad variable. */
export function loadConfig(environment: NodeJS.ProcessEnv = process.env): Config {
  const result = ZEnvSchema.safeParse(environment);
  if (!result.success) {
    const issue = result.error.issues[0];
    const name = issue?.path.join('.') ?? 'environment';
    const value = environment[name];
    throw new ConfigError(
      `Invalid configuration: ${name}${value === undefined ? '' : `=${JSON.stringify(value)}`} ${issue?.message ?? 'is invalid'}`,
    );
  }
  const env = result.data;
  const razorpayKeys =
    env.RAZORPAY_KEY_ID && env.RAZORPAY_KEY_SECRET
      ? {
          keyId: env.RAZORPAY_KEY_ID,
          keySecret: env.RAZORPAY_KEY_SECRET,
          // Outside production the key secret stands in for a missing webhook secret; production needs both.
          webhookSecret: env.RAZORPAY_WEBHOOK_SECRET ?? env.RAZORPAY_KEY_SECRET,
        }
      : undefined;
  const paymentGateway = choosePaymentGateway(env);
  if (env.MOCK_TEST_TIME_SCALE !== 1 && env.NODE_ENV === 'production' && paymentGateway === 'razorpay') {
    throw new ConfigError(
      'Invalid configuration: MOCK_TEST_TIME_SCALE is for tests; production with real payments runs mock tests at their full length',
    );
  }
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, '');
  return {
    env: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    publicUrl,
    assetBaseUrl: (env.ASSET_BASE_URL ?? publicUrl).replace(/\/$/, ''),
    allowedOrigins: allowedOrigins(env),
    dataDir: path.resolve(REPO_ROOT, env.DATA_DIR),
    databaseUrl: env.DATABASE_URL,
    loadDemoData: env.DATABASE_URL === undefined || env.DEMO_DATA,
    logLevel: env.LOG_LEVEL,
    webDistDir:
      env.WEB_DIST_DIR !== undefined
        ? path.resolve(REPO_ROOT, env.WEB_DIST_DIR)
        : env.NODE_ENV === 'production'
          ? path.join(REPO_ROOT, 'apps/web/dist')
          : undefined,
    trustProxy: env.TRUST_PROXY,
    redisUrl: env.REDIS_URL,
    rateLimits: {
      authPerMinute: env.AUTH_RATE_LIMIT_PER_MINUTE,
      formsPerMinute: env.FORM_RATE_LIMIT_PER_MINUTE,
      pagesPerMinute: env.PAGE_RATE_LIMIT_PER_MINUTE,
      loginFailuresPerClient: env.LOGIN_FAILURES_PER_CLIENT,
      loginFailuresPerAccount: env.LOGIN_FAILURES_PER_ACCOUNT,
      loginBackoffMaxMinutes: env.LOGIN_BACKOFF_MAX_MINUTES,
      passwordChangeFailures: env.PASSWORD_CHANGE_FAILURES,
      passwordChangeWindowMinutes: env.PASSWORD_CHANGE_WINDOW_MINUTES,
    },
    passwordHashing: {
      perClient: { running: 2, waiting: 4 },
      total: { running: availableParallelism() * 2, waiting: availableParallelism() * 4 },
    },
    socialSignIn: chooseSocialSignIn(env),
    quizServiceUrl: env.QUIZ_SERVICE_URL?.replace(/\/$/, ''),
    resumeBuilderUrl: env.RESUME_BUILDER_URL,
    mail: {
      smtpUrl: env.SMTP_URL,
      from: env.MAIL_FROM ?? 'Pathshala <no-reply@pathshala.in>',
      // Tests deliver on demand (outbox.deliverDue) instead of on a timer.
      outboxPollMs: env.OUTBOX_POLL_MS ?? (env.NODE_ENV === 'test' ? 0 : 5000),
    },
    transcode: {
      ffmpegPath: env.FFMPEG_PATH ?? 'ffmpeg',
      ffprobePath: env.FFPROBE_PATH ?? 'ffprobe',
      concurrency: env.TRANSCODE_CONCURRENCY,
      // Tests run the worker on demand (transcoder.runDue) instead of on a timer.
      pollMs: env.TRANSCODE_POLL_MS ?? (env.NODE_ENV === 'test' ? 0 : 5000),
      demoLimit: env.DEMO_TRANSCODE_LIMIT,
    },
    judge: {
      concurrency: env.JUDGE_CONCURRENCY,
      // Tests run the worker on demand (codingJudge.runDue) instead of on a timer.
      pollMs: env.JUDGE_POLL_MS ?? (env.NODE_ENV === 'test' ? 0 : 1000),
      submissionsPerMinute: env.CODING_SUBMISSIONS_PER_MINUTE,
      runsPerMinute: env.CODING_RUNS_PER_MINUTE,
    },
    paymentGateway,
    razorpay: razorpayKeys,
    reconcile: {
      intervalMs: env.RECONCILE_INTERVAL_SECONDS * 1000,
      afterMs: env.RECONCILE_AFTER_SECONDS * 1000,
    },
    mockTestTimeScale: env.MOCK_TEST_TIME_SCALE,
    databaseTimeouts: { queryMs: env.DATABASE_QUERY_TIMEOUT_MS, connectMs: env.DATABASE_CONNECT_TIMEOUT_MS },
    seller: chooseSeller(env, paymentGateway),
    requestTimeoutMs: env.REQUEST_TIMEOUT_SECONDS * 1000,
    notificationStreamsMax: env.NOTIFICATION_STREAMS_MAX,
    uploads: {
      lectureVideoMaxBytes: env.LECTURE_VIDEO_MAX_MB * 1024 * 1024,
      videoChunkBytes: env.VIDEO_UPLOAD_CHUNK_KB * 1024,
    },
    s3:
      env.S3_ENDPOINT && env.S3_BUCKET && env.S3_ACCESS_KEY && env.S3_SECRET_KEY
        ? {
            endpoint: env.S3_ENDPOINT,
            bucket: env.S3_BUCKET,
            accessKeyId: env.S3_ACCESS_KEY,
            secretAccessKey: env.S3_SECRET_KEY,
            region: env.S3_REGION,
          }
        : undefined,
  };
}

/** Origins of a comma-separated list, or null when one entry is not an http(s) origin (a path is not allowed). */
function parseOrigins(list: string): string[] | null {
  const origins: string[] = [];
  for (const entry of list.split(',')) {
    const value = entry.trim();
    if (value === '') continue;
    try {
      const url = new URL(value);
      if (!['http:', 'https:'].includes(url.protocol) || url.pathname !== '/' || url.search || url.hash)
        return null;
      origins.push(url.origin);
    } catch {
      return null;
    }
  }
  return origins;
}

const VITE_DEV_SERVER_ORIGINS = ['http://localhost:5173', 'http://127.0.0.1:5173'];

function allowedOrigins(env: z.infer<typeof ZEnvSchema>): string[] {
  const origins: string[] = [];
  // The default public URL names localhost; the same server opened as 127.0.0.1 is the same machine's page.
  if (env.PUBLIC_URL === undefined) origins.push(`http://127.0.0.1:${env.PORT}`);
  if (env.ALLOWED_ORIGINS !== undefined) origins.push(...(parseOrigins(env.ALLOWED_ORIGINS) ?? []));
  else if (env.NODE_ENV === 'development') origins.push(...VITE_DEV_SERVER_ORIGINS);
  return [...new Set(origins)];
}

/** The payment gateway the environment asks for; fails closed when production would take no real payments. */
function choosePaymentGateway(env: z.infer<typeof ZEnvSchema>): 'razorpay' | 'simulated' {
  const missing = [
    ...(env.RAZORPAY_KEY_ID ? [] : ['RAZORPAY_KEY_ID']),
    ...(env.RAZORPAY_KEY_SECRET ? [] : ['RAZORPAY_KEY_SECRET']),
  ];
  const chosen = env.PAYMENT_GATEWAY ?? (missing.length === 0 ? 'razorpay' : undefined);
  if (chosen === 'simulated') return 'simulated';
  if (chosen === 'razorpay') {
    if (missing.length > 0) {
      throw new ConfigError(`Invalid configuration: PAYMENT_GATEWAY=razorpay needs ${missing.join(' and ')}`);
    }
    if (env.NODE_ENV === 'production' && !env.RAZORPAY_WEBHOOK_SECRET) {
      throw new ConfigError(
        'Invalid configuration: RAZORPAY_WEBHOOK_SECRET is not set (production verifies webhooks with it)',
      );
    }
    return 'razorpay';
  }
  if (env.NODE_ENV === 'production') {
    throw new ConfigError(
      `Invalid configuration: ${missing.join(' and ')} not set; production takes payments only through Razorpay (set PAYMENT_GATEWAY=simulated for a demo that takes no money)`,
    );
  }
  return 'simulated';
}
