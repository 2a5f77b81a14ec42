import path from 'node:path';

/**
 * The API's folder (apps/api), as the base of the files the server reads beside its code: migrations, demo
 * media. This module sits directly in `src/`, and the compiled server directly in `dist/` (ADR 021), so the
 * folder above this code's own is apps/api either way. Nothing else should resolve paths from its own module,
 * which moves when the server is compiled into one file.
 */
export const API_ROOT = path.resolve(import.meta.dirname, '..');

/** The repository's root, where the web app's build (`apps/web/dist`) and the data folder default are. */
export const REPO_ROOT = path.resolve(API_ROOT, '../..');
