import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Text formats worth compressing, and WebAssembly (the browser engines: Pyodide's 9 MB shrinks to about 3 MB);
 * images other than SVG, video, fonts (woff2), zips and PDFs are compressed already.
 */
const COMPRESSIBLE = /\.(?:html|m?js|css|svg|json|webmanifest|txt|xml|vtt|map|wasm)$/i;
/** Past this size brotli's top quality takes most of a minute (Pyodide's 9 MB wasm) for 12 % fewer bytes. */
const LARGE_BYTES = 2 * 1024 * 1024;
/** Below this, the headers cost more than the bytes saved. */
const MIN_BYTES = 1024;

async function* filesUnder(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(full);
    else yield full;
  }
}

/**
 * Writes `file.br` (brotli, quality 11; 9 for files over 2 MB) and `file.gz` (gzip -9) beside every compressible
 * file of the build, so the server sends them as they are (`@fastify/static`'s `preCompressed`) instead of
 * compressing on each request.
 * A variant that saves less than a tenth is not written; the server then sends the plain file.
 */
export async function precompressDirectory(dir: string) {
  let plain = 0;
  let compressed = 0;
  for await (const file of filesUnder(dir)) {
    // The server's own render module (ADR 020) is read from disk by the server, never sent.
    if (file.endsWith('.mjs') && file.includes(`${path.sep}prerendered${path.sep}`)) continue;
    const { size } = await stat(file);
    if (!COMPRESSIBLE.test(file) || size < MIN_BYTES) continue;
    const source = await readFile(file);
    const [br, gz] = await Promise.all([
      brotli(source, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: size > LARGE_BYTES ? 9 : constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
        },
      }),
      gzipAsync(source, { level: 9 }),
    ]);
    plain += source.length;
    compressed += Math.min(br.length, source.length);
    if (br.length < source.length * 0.9) await writeFile(`${file}.br`, br);
    if (gz.length < source.length * 0.9) await writeFile(`${file}.gz`, gz);
  }
  return { plain, compressed };
}

/** Vite plugin: precompress the finished build. */
export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'pathshala-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    // Last, after every plugin that writes into the build (the prerendered pages).
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        const { plain, compressed } = await precompressDirectory(outDir);
        console.log(
          `precompressed ${(plain / 1024).toFixed(0)} KB of text to ${(compressed / 1024).toFixed(0)} KB (brotli)`,
        );
      },
    },
  };
}
