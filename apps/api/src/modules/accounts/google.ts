import * as oidc from 'openid-client';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import type { UserRow } from '../../plugins/auth.ts';
import { AppError } from '../../plugins/errors.ts';
import { enqueueEmail } from '../email/outbox.ts';
import * as repository from './repository.ts';

const STATE_TTL_MS = 10 * 60 * 1000;
export type GoogleIntent = 'login' | 'signup';

type GoogleConfig = NonNullable<Config['google']>;

/** OpenID Connect authorization code flow with PKCE, state and nonce. The issuer is configurable (tests). */
export function createGoogleSignIn(google: GoogleConfig, publicUrl: string, db: Database) {
  const redirectUri = `${publicUrl}/api/auth/google/callback`;
  let discovered: Promise<oidc.Configuration> | undefined;

  // Discovered on first use, not at start-up: the site must start even when the provider is unreachable.
  function configuration() {
    discovered ??= oidc
      .discovery(new URL(google.issuer), google.clientId, google.clientSecret, undefined, {
        execute: google.issuer.startsWith('http:') ? [oidc.allowInsecureRequests] : [],
      })
      .catch((error) => {
        discovered = undefined;
        throw error;
      });
    return discovered;
  }

  return {
    /** Where to send the browser; the state row remembers the verifier, nonce and intent. */
    async authorizationUrl(intent: GoogleIntent) {
      const config = await configuration();
      const state = oidc.randomState();
      const nonce = oidc.randomNonce();
      const codeVerifier = oidc.randomPKCECodeVerifier();
      await repository.insertOauthState(db, {
        state,
        nonce,
        codeVerifier,
        intent,
        expiresAt: new Date(Date.now() + STATE_TTL_MS),
      });
      return oidc.buildAuthorizationUrl(config, {
        redirect_uri: redirectUri,
        scope: 'openid email profile',
        code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: 'S256',
        state,
        nonce,
      });
    },

    /** Verifies the callback (state, PKCE, ID token) and returns the provider's verified identity. */
    async completeSignIn(callbackUrl: URL) {
      const state = callbackUrl.searchParams.get('state') ?? '';
      const pending = state ? await repository.takeOauthState(db, state) : undefined;
      if (!pending) throw new AppError('BAD_REQUEST', 'Sign-in request expired or was not started here.');
      const tokens = await oidc.authorizationCodeGrant(await configuration(), callbackUrl, {
        pkceCodeVerifier: pending.codeVerifier,
        expectedState: pending.state,
        expectedNonce: pending.nonce,
        idTokenExpected: true,
      });
      const claims = tokens.claims();
      if (!claims?.sub) throw new AppError('BAD_REQUEST', 'Google did not identify the account.');
      const email = typeof claims.email === 'string' ? claims.email.toLowerCase() : '';
      if (!email || claims.email_verified !== true) {
        throw new AppError('BAD_REQUEST', 'Your Google account has no verified e-mail address.');
      }
      return {
        intent: pending.intent as GoogleIntent,
        subject: claims.sub,
        email,
        name:
          typeof claims.name === 'string' && claims.name.trim()
            ? claims.name.trim()
            : (email.split('@')[0] ?? 'Learner'),
      };
    },
  };
}

export type GoogleSignIn = ReturnType<typeof createGoogleSignIn>;

export type GoogleOutcome = { user: UserRow } | { error: 'userAlreadyExists' | 'accountClosed' };

/**
 * A new Google user gets an account; a known Google account signs in; an existing e-mail account is linked
 * when signing in, but signing *up* with an e-mail that already has an account answers userAlreadyExists
 * (spec §2, register error).
 */
export async function resolveGoogleUser(
  db: Database,
  identity: { intent: GoogleIntent; subject: string; email: string; name: string },
): Promise<GoogleOutcome> {
  const known = await repository.findUserByGoogleSubject(db, identity.subject);
  if (known) return known.closedAt ? { error: 'accountClosed' } : { user: known };

  const existing = await repository.findUserByEmail(db, identity.email);
  if (existing) {
    if (identity.intent === 'signup') return { error: 'userAlreadyExists' };
    if (existing.closedAt) return { error: 'accountClosed' };
    const linked = await repository.updateUser(db, existing.id, { googleSubject: identity.subject });
    return linked ? { user: linked } : { error: 'accountClosed' };
  }

  const created = await db.transaction(async (tx) => {
    const user = await repository.insertUser(tx, {
      name: identity.name,
      email: identity.email,
      googleSubject: identity.subject,
    });
    if (user) await enqueueEmail(tx, 'welcome', user.email, { name: user.name });
    return user;
  });
  if (!created) return { error: 'userAlreadyExists' };
  return { user: created };
}
