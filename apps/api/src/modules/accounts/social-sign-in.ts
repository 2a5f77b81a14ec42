import { timingSafeEqual } from 'node:crypto';
import type { SignInProvider } from '@pathshala/shared/accounts-constants';
import type { Locale } from '@pathshala/shared/locales';
import * as oidc from 'openid-client';
import type { SocialSignInConfig } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import type { UserRow } from '../../plugins/auth.ts';
import { AppError } from '../../plugins/errors.ts';
import { linkVisitorApplications } from './application-linking.ts';
import * as repository from './repository.ts';
import { mailWelcome, startingLanguage } from './service.ts';

const STATE_TTL_MS = 10 * 60 * 1000;
/** The cookie that binds a sign-in's state to the browser that started it; it lives as long as the state row. */
export const SIGN_IN_STATE_COOKIE = 'pathshala_sign_in_state';
export const SIGN_IN_STATE_MAX_AGE_SECONDS = STATE_TTL_MS / 1000;

/** Whether the state the browser brought back is the one this browser was given, compared in constant time. */
export function sameSecret(bound: string, returned: string): boolean {
  const a = Buffer.from(bound);
  const b = Buffer.from(returned);
  return a.length > 0 && a.length === b.length && timingSafeEqual(a, b);
}
const PROVIDER_API_TIMEOUT_MS = 10_000;
export type SignInIntent = 'login' | 'signup';

/** Who the provider says signed in. The e-mail is linked to an account only when `emailVerified`. */
export interface ProviderIdentity {
  subject: string;
  email: string;
  emailVerified: boolean;
  name: string;
}

interface ProviderProtocol {
  scope: string;
  /** OpenID Connect: a signed ID token (checked with a nonce) comes with the access token. */
  openId: boolean;
  configuration(settings: SocialSignInConfig): Promise<oidc.Configuration>;
  identity(
    config: oidc.Configuration,
    tokens: oidc.TokenEndpointResponse & oidc.TokenEndpointResponseHelpers,
    settings: SocialSignInConfig,
  ): Promise<ProviderIdentity>;
}

const insecureForHttp = (url: string) => (url.startsWith('http:') ? [oidc.allowInsecureRequests] : []);

function discover(settings: SocialSignInConfig) {
  return oidc.discovery(new URL(settings.issuer), settings.clientId, settings.clientSecret, undefined, {
    execute: insecureForHttp(settings.issuer),
  });
}

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

function identityOf(claims: Record<string, unknown>, subject: string): ProviderIdentity {
  const email = text(claims.email).toLowerCase();
  return {
    subject,
    email,
    // LinkedIn has been seen to send the flag as a string.
    emailVerified: claims.email_verified === true || claims.email_verified === 'true',
    name: text(claims.name) || (email.split('@')[0] ?? ''),
  };
}

async function gitHubApi<T>(settings: SocialSignInConfig, accessToken: string, path: string): Promise<T> {
  const response = await fetch(`${settings.apiUrl}${path}`, {
    headers: {
      accept: 'application/vnd.github+json',
      authorization: `Bearer ${accessToken}`,
      'user-agent': 'Pathshala',
      'x-github-api-version': '2022-11-28',
    },
    signal: AbortSignal.timeout(PROVIDER_API_TIMEOUT_MS),
  });
  if (!response.ok) throw new Error(`GitHub answered ${response.status} for ${path}`);
  return (await response.json()) as T;
}

/** How each provider signs a learner in; everything else (state, PKCE, linking) is shared. */
const PROTOCOLS: Record<SignInProvider, ProviderProtocol> = {
  google: {
    scope: 'openid email profile',
    openId: true,
    configuration: discover,
    async identity(_config, tokens) {
      const claims = tokens.claims();
      if (!claims?.sub) throw new AppError('BAD_REQUEST', 'Google did not identify the account.');
      return identityOf(claims, claims.sub);
    },
  },
  linkedin: {
    scope: 'openid profile email',
    openId: true,
    configuration: discover,
    // LinkedIn's e-mail and its verification come from the userinfo endpoint, checked against the ID token.
    async identity(config, tokens) {
      const subject = tokens.claims()?.sub;
      if (!subject) throw new AppError('BAD_REQUEST', 'LinkedIn did not identify the account.');
      const userinfo = await oidc.fetchUserInfo(config, tokens.access_token, subject);
      return identityOf(userinfo, subject);
    },
  },
  github: {
    scope: 'read:user user:email',
    openId: false,
    // GitHub speaks OAuth 2 without discovery: its endpoints are fixed paths of its server.
    async configuration(settings) {
      const base = settings.issuer.replace(/\/$/, '');
      const config = new oidc.Configuration(
        {
          issuer: base,
          authorization_endpoint: `${base}/login/oauth/authorize`,
          token_endpoint: `${base}/login/oauth/access_token`,
        },
        settings.clientId,
        settings.clientSecret,
      );
      if (base.startsWith('http:')) oidc.allowInsecureRequests(config);
      return config;
    },
    // The account's primary address, and only when GitHub has verified it.
    async identity(_config, tokens, settings) {
      const [user, emails] = await Promise.all([
        gitHubApi<{ id?: number | string; login?: string; name?: string | null }>(
          settings,
          tokens.access_token,
          '/user',
        ),
        gitHubApi<{ email?: string; primary?: boolean; verified?: boolean }[]>(
          settings,
          tokens.access_token,
          '/user/emails',
        ),
      ]);
      if (user.id === undefined) throw new AppError('BAD_REQUEST', 'GitHub did not identify the account.');
      const primary = Array.isArray(emails) ? emails.find((entry) => entry.primary === true) : undefined;
      const email = text(primary?.email).toLowerCase();
      return {
        subject: String(user.id),
        email,
        emailVerified: primary?.verified === true,
        name: text(user.name) || text(user.login) || (email.split('@')[0] ?? ''),
      };
    },
  },
};

/** A pending sign-in that came back: how it began, where to return, and who signed in. */
export interface CompletedSignIn {
  intent: SignInIntent;
  returnTo: string | null;
  identity: ProviderIdentity;
}

/**
 * The authorization code flow of one provider, with PKCE (S256), state and (for OpenID Connect) nonce. Servers
 * are configurable, so tests run the whole flow against a local identity provider.
 */
export function createSocialSignIn(
  provider: SignInProvider,
  settings: SocialSignInConfig,
  publicUrl: string,
  db: Database,
) {
  const protocol = PROTOCOLS[provider];
  const redirectUri = `${publicUrl}/api/auth/${provider}/callback`;
  let configured: Promise<oidc.Configuration> | undefined;

  // Discovered on first use, not at start-up: the site must start even when the provider is unreachable.
  function configuration() {
    configured ??= protocol.configuration(settings).catch((error) => {
      configured = undefined;
      throw error;
    });
    return configured;
  }

  return {
    /** Where to send the browser; the state row remembers the verifier, nonce, intent and return path. */
    async authorizationUrl(intent: SignInIntent, returnTo: string | undefined) {
      const config = await configuration();
      const state = oidc.randomState();
      const nonce = oidc.randomNonce();
      const codeVerifier = oidc.randomPKCECodeVerifier();
      await repository.insertOauthState(db, {
        state,
        provider,
        nonce,
        codeVerifier,
        intent,
        returnTo: returnTo ?? null,
        expiresAt: new Date(Date.now() + STATE_TTL_MS),
      });
      return oidc.buildAuthorizationUrl(config, {
        redirect_uri: redirectUri,
        scope: protocol.scope,
        code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: 'S256',
        state,
        ...(protocol.openId ? { nonce } : {}),
      });
    },

    /** Verifies the callback (state, PKCE, ID token) and returns the provider's identity. */
    async completeSignIn(callbackUrl: URL): Promise<CompletedSignIn> {
      const state = callbackUrl.searchParams.get('state') ?? '';
      const pending = state ? await repository.takeOauthState(db, state) : undefined;
      if (!pending || pending.provider !== provider) {
        throw new AppError('BAD_REQUEST', 'Sign-in request expired or was not started here.');
      }
      const config = await configuration();
      const tokens = await oidc.authorizationCodeGrant(config, callbackUrl, {
        pkceCodeVerifier: pending.codeVerifier,
        expectedState: pending.state,
        ...(protocol.openId ? { expectedNonce: pending.nonce } : {}),
        idTokenExpected: protocol.openId,
      });
      return {
        intent: pending.intent as SignInIntent,
        returnTo: pending.returnTo,
        identity: await protocol.identity(config, tokens, settings),
      };
    },
  };
}

export type SocialSignIn = ReturnType<typeof createSocialSignIn>;

export type SignInOutcome =
  | { user: UserRow }
  | { error: 'userAlreadyExists' | 'accountClosed' | 'unverifiedEmail' };

/**
 * A known provider account signs in; a new one gets an account; an existing e-mail account is linked when
 * signing in, but only through an address the provider has verified (anyone can type an address into a
 * provider's profile). Signing *up* with an e-mail that already has an account answers userAlreadyExists
 * (spec §2, register error).
 */
export async function resolveSocialUser(
  db: Database,
  provider: SignInProvider,
  intent: SignInIntent,
  identity: ProviderIdentity,
  locale?: Locale,
): Promise<SignInOutcome> {
  const known = await repository.findUserBySocialSubject(db, provider, identity.subject);
  if (known) return known.closedAt ? { error: 'accountClosed' } : { user: known };
  if (!identity.email || !identity.emailVerified) return { error: 'unverifiedEmail' };

  const existing = await repository.findUserByEmail(db, identity.email);
  if (existing) {
    if (intent === 'signup') return { error: 'userAlreadyExists' };
    if (existing.closedAt) return { error: 'accountClosed' };
    const linked = await db.transaction(async (tx) => {
      const user = await repository.linkSocialSubject(tx, existing.id, provider, identity.subject);
      // The provider verified the address: the applications sent from it without an account are this account's.
      if (user) await linkVisitorApplications(tx, user);
      return user;
    });
    return linked ? { user: linked } : { error: 'accountClosed' };
  }

  const created = await db.transaction(async (tx) => {
    const user = await repository.insertUser(tx, {
      name: identity.name || 'Learner',
      email: identity.email,
      [repository.SOCIAL_SUBJECT_COLUMNS[provider]]: identity.subject,
      ...startingLanguage(locale),
    });
    if (user) {
      await linkVisitorApplications(tx, user);
      await mailWelcome(tx, user);
    }
    return user;
  });
  if (!created) return { error: 'userAlreadyExists' };
  return { user: created };
}
