/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Origin of the API when it is not served from the same origin as the web app. Empty means same origin. */
  readonly VITE_API_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}

/** Where the build serves Pyodide's files from, its version in the path (build/engines.ts). */
declare const __PYODIDE_URL__: string;

/** A message catalogue, compiled by @lingui/vite-plugin (ADR 038). */
declare module '*.po' {
  export const messages: import('@lingui/core').Messages;
}
