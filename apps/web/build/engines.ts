import { createReadStream, existsSync, readFileSync } from 'node:fs';
import { copyFile, mkdir } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'vite';

/**
 * Pyodide's files, served from our own origin under a folder named by its version (ADR 037): the web build
 * copies them from the npm package, and the dev server serves them from it. The run worker loads them on a
 * learner's first Python Run; a new version is a new folder, so the server may cache them for a year.
 */
export const PYODIDE_FILES = [
  'pyodide.mjs',
  'pyodide.asm.mjs',
  'pyodide.asm.wasm',
  'python_stdlib.zip',
  'pyodide-lock.json',
];

const CONTENT_TYPES: Record<string, string> = {
  '.mjs': 'text/javascript',
  '.wasm': 'application/wasm',
  '.zip': 'application/zip',
  '.json': 'application/json',
};

function pyodidePackage() {
  const require = createRequire(import.meta.url);
  const dir = path.dirname(require.resolve('pyodide/package.json'));
  const { version } = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as { version: string };
  return { dir, folder: `engines/pyodide-${version}` };
}

/** Vite plugin: Pyodide's files in the build (and the dev server), and their URL as `__PYODIDE_URL__`. */
export function browserEngines(): Plugin {
  const pyodide = pyodidePackage();
  let outDir = 'dist';
  return {
    name: 'pathshala-browser-engines',
    config: () => ({ define: { __PYODIDE_URL__: JSON.stringify(`/${pyodide.folder}/`) } }),
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    configureServer(server) {
      server.middlewares.use(`/${pyodide.folder}`, (request, response, next) => {
        const name = (request.url ?? '').split('?')[0]?.replace(/^\//, '') ?? '';
        const file = path.join(pyodide.dir, name);
        if (!PYODIDE_FILES.includes(name) || !existsSync(file)) return next();
        response.setHeader('content-type', CONTENT_TYPES[path.extname(name)] ?? 'application/octet-stream');
        createReadStream(file).pipe(response);
      });
    },
    // Before precompress (closeBundle, order post), which then writes the text files' .br and .gz.
    async writeBundle() {
      const target = path.join(outDir, pyodide.folder);
      await mkdir(target, { recursive: true });
      await Promise.all(
        PYODIDE_FILES.map((name) => copyFile(path.join(pyodide.dir, name), path.join(target, name))),
      );
    },
  };
}
