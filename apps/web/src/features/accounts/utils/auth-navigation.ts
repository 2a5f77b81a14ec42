import { safeReturnPath } from '@pathshala/shared/accounts-constants';
import { paths } from '@/config/paths';

/**
 * What other screens may pass to /login and /signup in navigation state:
 * `from` (where to return after signing in, with any `?resume=` action), `message` (e.g. 'Please login to
 * buy the course.'), `tab: 'register'` and `email` (the sign-up popup's prefill).
 */
export interface AuthNavigationState {
  from?: string | { pathname?: string; search?: string; hash?: string };
  message?: string;
  tab?: 'login' | 'register';
  email?: string;
}

export interface AuthScreenIntent {
  from: string | null;
  message: string | null;
  tab: 'login' | 'register' | null;
  email: string;
}

const AUTH_SCREENS = new Set([paths.login, paths.signup, paths.logout, '/oauth-success']);

/** Only same-site paths are followed (safeReturnPath), and never back into the auth screens. */
export function safeDestination(from: unknown): string | null {
  let path: unknown = from;
  if (typeof from === 'object' && from !== null && 'pathname' in from) {
    const { pathname, search, hash } = from as { pathname?: unknown; search?: unknown; hash?: unknown };
    path =
      typeof pathname === 'string'
        ? `${pathname}${typeof search === 'string' ? search : ''}${typeof hash === 'string' ? hash : ''}`
        : null;
  }
  const safe = safeReturnPath(path);
  if (safe === null) return null;
  const pathname = safe.split(/[?#]/)[0]?.toLowerCase() ?? '';
  return AUTH_SCREENS.has(pathname) ? null : safe;
}

/**
 * Reads the screen's navigation state; where it has no `from`, the `returnTo` query parameter (a provider's
 * callback that failed sends the learner back to this screen with it) stands in.
 */
export function readAuthIntent(state: unknown, search = ''): AuthScreenIntent {
  const record = typeof state === 'object' && state !== null ? (state as Record<string, unknown>) : {};
  const text = (key: string) => (typeof record[key] === 'string' ? (record[key] as string) : null);
  const tab = text('tab');
  return {
    from: safeDestination(record.from) ?? safeDestination(new URLSearchParams(search).get('returnTo')),
    message: text('message'),
    tab: tab === 'login' || tab === 'register' ? tab : null,
    email: text('email') ?? '',
  };
}
