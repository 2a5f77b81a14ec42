/**
 * The browser's zod. vite.config.ts resolves every `from 'zod'` of the web build here (the shared schemas'
 * too), so the setting below is made before any schema is built, whatever the chunk order.
 * The site's Content-Security-Policy has no 'unsafe-eval': zod's compiled parsers need `new Function`, and
 * even its probe for them is reported as a violation. The interpreted parsers are used instead.
 */
import { z } from 'zod/v4';

z.config({ jitless: true });

export * from 'zod/v4';
export { z, z as default };
