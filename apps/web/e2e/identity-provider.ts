/**
 * The browser suite's identity provider: one local server that plays Google and LinkedIn (OpenID Connect) and
 * GitHub (OAuth 2 and its REST API), on 127.0.0.1:E2E_IDP_PORT. Started by the Playwright config before the
 * product, which it names as every provider's server; a journey says who signs in next with
 * POST /test/identity ({ subject, email, emailVerified, name }).
 */
import { startIdentityProvider } from '../../api/src/testing/identity-provider.ts';

const port = Number(process.env.E2E_IDP_PORT);
if (!Number.isInteger(port) || port <= 0) throw new Error('E2E_IDP_PORT must be a port number');

const provider = await startIdentityProvider({ port, host: '127.0.0.1', control: true });

const stop = () => void provider.stop().then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
