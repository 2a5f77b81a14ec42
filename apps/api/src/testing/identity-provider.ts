import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { OAuth2Issuer, OAuth2Service } from 'oauth2-mock-server';

/** The person who signs in next, whichever provider the local server plays. */
export interface TestIdentity {
  subject: string;
  email: string;
  emailVerified: boolean;
  name: string;
}

type GitHubRequest = IncomingMessage & { asGitHub?: boolean };

const DEFAULT_IDENTITY: TestIdentity = {
  subject: '1001',
  email: 'learner@example.com',
  emailVerified: true,
  name: 'Test Learner',
};

function json(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}

/**
 * A local identity provider for tests: an OpenID Connect issuer (as Google and LinkedIn are: discovery, PKCE,
 * state, nonce, signed ID tokens, userinfo) that also plays GitHub, which speaks plain OAuth 2 at
 * /login/oauth/authorize and /login/oauth/access_token and serves the account and its e-mail addresses at
 * /user and /user/emails. `control` adds POST /test/identity, so a browser test in another process can say who
 * signs in next.
 */
export async function startIdentityProvider({
  port = 0,
  host = 'localhost',
  control = false,
}: {
  port?: number;
  host?: string;
  control?: boolean;
} = {}) {
  const issuer = new OAuth2Issuer();
  await issuer.keys.generate('RS256');
  const service = new OAuth2Service(issuer);
  let identity = DEFAULT_IDENTITY;
  const gitHubTokens = new Set<string>();

  service.on('beforeTokenSigning', (token: { payload: Record<string, unknown> }) => {
    Object.assign(token.payload, {
      sub: identity.subject,
      email: identity.email,
      email_verified: identity.emailVerified,
      name: identity.name,
    });
  });
  service.on('beforeUserinfo', (response: { body: unknown }) => {
    response.body = {
      sub: identity.subject,
      email: identity.email,
      email_verified: identity.emailVerified,
      name: identity.name,
    };
  });
  // GitHub's token endpoint gives an access token only: no ID token.
  service.on('beforeResponse', (response: { body: Record<string, unknown> }, request: GitHubRequest) => {
    if (!request.asGitHub) return;
    delete response.body.id_token;
    delete response.body.refresh_token;
    if (typeof response.body.access_token === 'string') gitHubTokens.add(response.body.access_token);
  });

  function gitHubApi(request: IncomingMessage, response: ServerResponse, path: string) {
    const token = request.headers.authorization?.replace(/^Bearer /i, '') ?? '';
    if (!gitHubTokens.has(token)) return json(response, 401, { message: 'Bad credentials' });
    if (path === '/user') {
      return json(response, 200, {
        id: /^\d+$/.test(identity.subject) ? Number(identity.subject) : identity.subject,
        login: identity.email.split('@')[0],
        name: identity.name,
      });
    }
    // The primary address carries the verification; a second, verified one must never be chosen instead.
    return json(response, 200, [
      { email: `backup-${identity.subject}@example.net`, primary: false, verified: true },
      { email: identity.email, primary: true, verified: identity.emailVerified },
    ]);
  }

  const server = createServer((request: GitHubRequest, response) => {
    const url = new URL(request.url ?? '/', 'http://identity.test');
    if (url.pathname === '/user' || url.pathname === '/user/emails') {
      return gitHubApi(request, response, url.pathname);
    }
    if (control && request.method === 'POST' && url.pathname === '/test/identity') {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        identity = { ...DEFAULT_IDENTITY, ...JSON.parse(Buffer.concat(chunks).toString('utf8')) };
        json(response, 200, identity);
      });
      return;
    }
    if (url.pathname === '/login/oauth/authorize') request.url = `/authorize${url.search}`;
    if (url.pathname === '/login/oauth/access_token') {
      request.url = '/token';
      request.asGitHub = true;
    }
    return service.requestHandler(request, response);
  });
  await new Promise<void>((resolve) => server.listen(port, host, resolve));
  const address = server.address() as AddressInfo;
  const url = `http://${host}:${address.port}`;
  issuer.url = url;

  return {
    url,
    setIdentity(next: Partial<TestIdentity>) {
      identity = { ...DEFAULT_IDENTITY, ...next };
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
