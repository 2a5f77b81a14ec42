/** Browser configuration, read once from Vite's `import.meta.env`. */
function parseApiUrl(value: string | undefined): string {
  const trimmed = (value ?? '').trim().replace(/\/+$/, '');
  if (trimmed === '') return '';
  try {
    return new URL(trimmed).origin;
  } catch {
    throw new Error(`VITE_API_URL must be an absolute URL, got "${trimmed}"`);
  }
}

export const env = {
  /** Origin the API lives on; empty when it is served from the same origin (dev proxy, production). */
  API_URL: parseApiUrl(import.meta.env.VITE_API_URL),
} as const;
