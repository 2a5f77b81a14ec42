import {
  ACCOUNT_MESSAGES,
  SIGN_IN_PROVIDER_NAMES,
  SIGN_IN_PROVIDERS,
  type SignInProvider,
  ZAuthConfigResponseSchema,
  ZExchangeTokenRequestSchema,
  ZForgotPasswordRequestSchema,
  ZLoginRequestSchema,
  ZMessageResponseSchema,
  ZRegisterRequestSchema,
  ZResetPasswordRequestSchema,
  ZSocialSignInParamsSchema,
  ZSocialSignInQuerySchema,
  ZUpdateDetailsRequestSchema,
  ZUpdatePasswordRequestSchema,
  ZUserDataResponseSchema,
  ZUserResponseSchema,
} from '@pathshala/shared/accounts';
import {
  ZPublicProfileSettingsRequestSchema,
  ZPublicProfileSettingsResponseSchema,
} from '@pathshala/shared/profiles';
import { text } from '@pathshala/shared/text';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requestLocale } from '../../lib/request-locale.ts';
import { loadOrCreateSecret } from '../../plugins/app-secrets.ts';
import { currentUser, endSession, requireUser, startSession } from '../../plugins/auth.ts';
import { AppError } from '../../plugins/errors.ts';
import { readSingleUpload, refuseOversizeUpload } from '../../plugins/uploads.ts';
import { createKnownDevices } from './known-device.ts';
import { createLoginThrottle } from './login-throttle.ts';
import { createPasswordHasher } from './password-hashing.ts';
import { requestPasswordReset, resetPassword } from './password-reset.ts';
import {
  normaliseProfilePhoto,
  PROFILE_PHOTO_FILE,
  PROFILE_PHOTO_RATE_LIMIT,
  PROFILE_PHOTO_UPLOAD,
  replaceProfilePhoto,
} from './profile-photo.ts';
import * as service from './service.ts';
import {
  type CompletedSignIn,
  createSocialSignIn,
  resolveSocialUser,
  SIGN_IN_STATE_COOKIE,
  SIGN_IN_STATE_MAX_AGE_SECONDS,
  type SignInOutcome,
  sameSecret,
} from './social-sign-in.ts';

const tags = ['accounts'];

export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config, storage } = app;
  const authRateLimit = { max: config.rateLimits.authPerMinute, timeWindow: '1 minute' };
  const loginSecret = await loadOrCreateSecret(db, 'login_throttle_secret');
  const throttle = createLoginThrottle(db, loginSecret, config.rateLimits);
  const knownDevices = createKnownDevices(loginSecret, {
    secure: config.env === 'production' || config.publicUrl.startsWith('https:'),
  });
  const hasher = createPasswordHasher(config.passwordHashing);

  app.post(
    '/api/user/register',
    {
      config: { rateLimit: authRateLimit },
      schema: { tags, body: ZRegisterRequestSchema, response: { 201: ZUserDataResponseSchema } },
    },
    async (request, reply) => {
      const user = await service.register(
        db,
        hasher.forClient(request.ip),
        request.body,
        await requestLocale(request, reply),
      );
      app.outbox.nudge();
      return reply
        .code(201)
        .send({ success: true, message: 'Account created successfully', data: service.toUserResponse(user) });
    },
  );

  app.post(
    '/api/user/login',
    {
      config: { rateLimit: authRateLimit },
      schema: { tags, body: ZLoginRequestSchema, response: { 200: ZUserDataResponseSchema } },
    },
    async (request, reply) => {
      const device = knownDevices.read(request);
      const user = await service.authenticate(db, throttle, hasher.forClient(request.ip), request.body, {
        address: request.ip,
        device,
      });
      // Rotation: whatever session the browser had is ended; the login gets a new token.
      await endSession(request, reply);
      await startSession(request, reply, user.id);
      knownDevices.remember(reply, user.id, device?.userId === user.id ? device.deviceId : undefined);
      return {
        success: true as const,
        message: 'Logged in successfully',
        data: service.toUserResponse(user),
      };
    },
  );

  app.post(
    '/api/user/logout',
    { schema: { tags, response: { 200: ZMessageResponseSchema } } },
    async (request, reply) => {
      await endSession(request, reply);
      return { success: true as const, message: ACCOUNT_MESSAGES.loggedOut };
    },
  );

  app.get(
    '/api/user/getUser',
    {
      schema: {
        tags,
        summary: 'The signed-in learner; 401 for a visitor (clients decide "logged in" from a 2xx)',
        response: { 200: ZUserResponseSchema },
      },
      preHandler: requireUser,
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { success: true as const, data: { user: service.toUserResponse(currentUser(request)) } };
    },
  );

  app.get(
    '/api/user/getUserDetails',
    { preHandler: requireUser, schema: { tags, response: { 200: ZUserResponseSchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { success: true as const, data: { user: service.toUserResponse(currentUser(request)) } };
    },
  );

  app.post(
    '/api/user/updateDetails',
    {
      preHandler: requireUser,
      schema: { tags, body: ZUpdateDetailsRequestSchema, response: { 201: ZUserDataResponseSchema } },
    },
    async (request, reply) => {
      const user = await service.updateDetails(db, currentUser(request), request.body);
      return reply
        .code(201)
        .send({ success: true, message: 'Profile updated successfully', data: service.toUserResponse(user) });
    },
  );

  app.post(
    '/api/user/updatePassword',
    {
      preHandler: requireUser,
      config: { rateLimit: authRateLimit },
      schema: { tags, body: ZUpdatePasswordRequestSchema, response: { 200: ZMessageResponseSchema } },
    },
    async (request, reply) => {
      const user = currentUser(request);
      await service.changePassword(db, throttle, hasher.forClient(request.ip), user, request.body);
      app.outbox.nudge();
      await startSession(request, reply, user.id);
      return { success: true as const, message: 'Password updated successfully' };
    },
  );

  // ── Forgot password ──────────────────────────────────────────────────────────────────────────
  app.post(
    '/api/user/forgotPassword',
    {
      config: { rateLimit: authRateLimit },
      schema: { tags, body: ZForgotPasswordRequestSchema, response: { 200: ZMessageResponseSchema } },
    },
    async (request) => {
      // The same answer, in the same time, whether or not the address has an account: the lookup and the
      // e-mail happen after it.
      const { email } = request.body;
      app.backgroundTasks.run('password reset request', async () => {
        await requestPasswordReset(db, email, config.publicUrl);
        app.outbox.nudge();
      });
      return { success: true as const, message: ACCOUNT_MESSAGES.resetLinkSent };
    },
  );

  app.post(
    '/api/user/resetPassword',
    {
      config: { rateLimit: authRateLimit },
      schema: { tags, body: ZResetPasswordRequestSchema, response: { 200: ZMessageResponseSchema } },
    },
    async (request) => {
      await resetPassword(db, hasher.forClient(request.ip), request.body);
      app.outbox.nudge();
      return { success: true as const, message: ACCOUNT_MESSAGES.passwordReset };
    },
  );

  app.post(
    '/api/user/updateProfilePhoto',
    {
      onRequest: refuseOversizeUpload(PROFILE_PHOTO_UPLOAD),
      preHandler: requireUser,
      config: { rateLimit: PROFILE_PHOTO_RATE_LIMIT },
      schema: { tags, consumes: ['multipart/form-data'], response: { 201: ZUserDataResponseSchema } },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const upload = await readSingleUpload(request, reply, PROFILE_PHOTO_UPLOAD);
      const photo = await normaliseProfilePhoto(upload);
      const updated = await replaceProfilePhoto(db, storage, user.id, photo, request.log);
      return reply.code(201).send({
        success: true,
        message: 'Profile photo updated successfully',
        data: service.toUserResponse(updated),
      });
    },
  );

  app.get(
    '/api/user/profilePhoto/:file',
    { schema: { tags, params: z.object({ file: text().regex(PROFILE_PHOTO_FILE, 'Photo not found') }) } },
    async (request, reply) => {
      const key = `avatars/${request.params.file}`;
      if ((await storage.size(key)) === null) throw new AppError('NOT_FOUND', 'Photo not found');
      return reply
        .type('image/webp')
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff')
        .send(storage.read(key));
    },
  );

  // ── Public profile settings ────────────────────────────────────────────────────────────────────
  app.get(
    '/api/user/publicProfile',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: "The learner's public-profile handle and whether the profile is public",
        response: { 200: ZPublicProfileSettingsResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      data: { settings: service.toPublicProfileSettings(currentUser(request), config.publicUrl) },
    }),
  );

  app.post(
    '/api/user/publicProfile',
    {
      preHandler: requireUser,
      schema: {
        tags,
        summary: 'Sets the public-profile handle and turns the profile on or off',
        body: ZPublicProfileSettingsRequestSchema,
        response: { 200: ZPublicProfileSettingsResponseSchema },
      },
    },
    async (request) => {
      const updated = await service.updatePublicProfileSettings(db, currentUser(request), request.body);
      return {
        success: true as const,
        data: { settings: service.toPublicProfileSettings(updated, config.publicUrl) },
      };
    },
  );

  app.delete(
    '/api/user/delete',
    { preHandler: requireUser, schema: { tags, response: { 200: ZMessageResponseSchema } } },
    async (request, reply) => {
      await service.closeAccount(db, currentUser(request));
      app.outbox.nudge();
      await endSession(request, reply);
      return { success: true as const, message: service.ACCOUNT_CLOSED_MESSAGE };
    },
  );

  // ── Sign-in hand-over and social sign-in ──────────────────────────────────────────────────────
  const socialSignIns = new Map(
    SIGN_IN_PROVIDERS.flatMap((provider) => {
      const settings = config.socialSignIn[provider];
      return settings
        ? [[provider, createSocialSignIn(provider, settings, config.publicUrl, db)] as const]
        : [];
    }),
  );
  const publicHost = new URL(config.publicUrl).host;
  const socialSignIn = (provider: SignInProvider) => {
    const configured = socialSignIns.get(provider);
    if (!configured) {
      throw new AppError('NOT_FOUND', `${SIGN_IN_PROVIDER_NAMES[provider]} sign-in is not configured.`);
    }
    return configured;
  };

  app.get(
    '/api/auth/config',
    { schema: { tags, response: { 200: ZAuthConfigResponseSchema } } },
    async () => ({
      success: true as const,
      data: {
        google: socialSignIns.has('google'),
        linkedin: socialSignIns.has('linkedin'),
        github: socialSignIns.has('github'),
        quizServiceUrl: config.quizServiceUrl ?? null,
        resumeBuilderUrl: config.resumeBuilderUrl ?? null,
      },
    }),
  );

  app.post(
    '/api/auth/exchange',
    {
      config: { rateLimit: authRateLimit },
      schema: { tags, body: ZExchangeTokenRequestSchema, response: { 200: ZUserDataResponseSchema } },
    },
    async (request, reply) => {
      const user = await service.redeemHandoverCode(db, request.body.token);
      await endSession(request, reply);
      await startSession(request, reply, user.id);
      return {
        success: true as const,
        message: 'Logged in successfully',
        data: service.toUserResponse(user),
      };
    },
  );

  app.get(
    '/api/auth/:provider',
    {
      config: { rateLimit: authRateLimit },
      schema: { tags, params: ZSocialSignInParamsSchema, querystring: ZSocialSignInQuerySchema },
    },
    async (request, reply) => {
      const signIn = socialSignIn(request.params.provider);
      // The provider sends the browser back to PUBLIC_URL, so the state cookie must be set on that host: a visitor
      // who started on another name for this server (127.0.0.1, www.) goes there first.
      if (request.host !== publicHost) return reply.redirect(new URL(request.url, config.publicUrl).href);
      const url = await signIn.authorizationUrl(request.query.redirect, request.query.returnTo);
      // The state is also bound to this browser: a callback carried to someone else's browser (login CSRF, signing
      // a victim into the attacker's account) lacks the cookie and is refused.
      reply.setCookie(SIGN_IN_STATE_COOKIE, url.searchParams.get('state') ?? '', {
        path: '/api/auth',
        httpOnly: true,
        sameSite: 'lax',
        secure: config.publicUrl.startsWith('https:'),
        maxAge: SIGN_IN_STATE_MAX_AGE_SECONDS,
      });
      return reply.redirect(url.href);
    },
  );

  app.get(
    '/api/auth/:provider/callback',
    { config: { rateLimit: authRateLimit }, schema: { tags, params: ZSocialSignInParamsSchema } },
    async (request, reply) => {
      const { provider } = request.params;
      const signIn = socialSignIn(provider);
      let completed: CompletedSignIn;
      let outcome: SignInOutcome;
      const boundState = request.cookies[SIGN_IN_STATE_COOKIE] ?? '';
      reply.clearCookie(SIGN_IN_STATE_COOKIE, { path: '/api/auth' });
      try {
        if (!sameSecret(boundState, (request.query as { state?: string }).state ?? '')) {
          throw new AppError('UNAUTHORIZED', 'This sign-in was not started in this browser.');
        }
        completed = await signIn.completeSignIn(new URL(request.url, config.publicUrl));
        outcome = await resolveSocialUser(
          db,
          provider,
          completed.intent,
          completed.identity,
          await requestLocale(request, reply),
        );
        app.outbox.nudge();
      } catch (error) {
        request.log.warn({ err: error, provider }, 'social sign-in refused');
        return reply.redirect(`/login?error=${provider}`);
      }
      // The way back travels on to the screen that shows an error, so a second try still returns there.
      const back = completed.returnTo ? `&returnTo=${encodeURIComponent(completed.returnTo)}` : '';
      if ('error' in outcome) {
        const screen = outcome.error === 'userAlreadyExists' ? 'signup' : 'login';
        const error = outcome.error === 'accountClosed' ? 'closed' : outcome.error;
        return reply.redirect(`/${screen}?error=${error}${back}`);
      }
      const code = await service.createHandoverCode(db, outcome.user.id);
      // Spec §4 /oauth-success?token=&redirect=: redirect names the page without its leading slash.
      const page = completed.returnTo ? completed.returnTo.slice(1) : 'home';
      return reply.redirect(
        `/oauth-success?token=${encodeURIComponent(code)}&redirect=${encodeURIComponent(page)}`,
      );
    },
  );
};
