import { env } from '@/config/env';

/** Anything with a zod-like `parse`, so responses can be validated with the shared schemas. */
export interface ResponseParser<T> {
  parse(value: unknown): T;
}

/** A non-2xx answer. `message` is the server's own message when it sent one; `body` the whole answer. */
export class ApiError extends Error {
  readonly status: number;
  /** What the server answered, parsed: some refusals carry more than a message (e.g. the lectures to check). */
  readonly body: unknown;

  constructor(message: string, status: number, body?: unknown) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
  }
}

type Body = FormData | Record<string, unknown> | unknown[];

interface RequestOptions<T> {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: Body;
  /**
   * The shared response schema, given as `import.meta.env.DEV ? Schema : undefined`: checked while developing
   * and in unit tests, left out of the production bundle (zod and the schemas would be a third of the first
   * load). The server already validates every answer against the same schema before it is sent (ADR 010).
   */
  schema?: ResponseParser<T>;
  signal?: AbortSignal;
  /**
   * The browser's HTTP cache for this request: 'no-cache' right after a write whose public answer the browser
   * may hold (public answers allow stale-while-revalidate, so the next read could be the old one).
   */
  cache?: RequestCache;
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function messageOf(payload: unknown, status: number): string {
  if (typeof payload === 'object' && payload !== null && 'message' in payload) {
    const { message } = payload;
    if (typeof message === 'string' && message !== '') return message;
  }
  return `Request failed with status ${status}`;
}

/** The one way the web app talks to the API: cookies included, JSON in and out, errors thrown. */
export async function apiRequest<T = unknown>(path: string, options: RequestOptions<T> = {}): Promise<T> {
  const { method = 'GET', body, schema, signal, cache } = options;
  const isForm = body instanceof FormData;
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (body !== undefined && !isForm) headers['Content-Type'] = 'application/json';

  const response = await fetch(`${env.API_URL}${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
    credentials: 'include',
    signal,
    ...(cache ? { cache } : {}),
  });

  const payload = await readJson(response);
  if (!response.ok) throw new ApiError(messageOf(payload, response.status), response.status, payload);
  return schema ? schema.parse(payload) : (payload as T);
}

export const api = {
  get: <T = unknown>(path: string, options?: Omit<RequestOptions<T>, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'GET' }),
  post: <T = unknown>(path: string, body?: Body, options?: Omit<RequestOptions<T>, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'POST', body }),
  put: <T = unknown>(path: string, body?: Body, options?: Omit<RequestOptions<T>, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'PUT', body }),
  delete: <T = unknown>(path: string, options?: Omit<RequestOptions<T>, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'DELETE' }),
};
