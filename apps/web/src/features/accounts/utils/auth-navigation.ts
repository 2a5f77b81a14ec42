import { paths } from '@/config/paths';

/**
 * What other screens may pass to /login and /signup in navigation state:
 * `from` (where to return after login), `message` (e.g. 'Please login to buy the course.'),
 * `tab: 'register'` and `email` (the sign-up popup's prefill).
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

/** Only same-app paths are followed, never another origin ('//host') or back into the auth screens. */
function safeDestination(from: unknown): string | null {
  let path: string | null = null;
  if (typeof from === 'string') path = from;
  else if (typeof from === 'object' && from !== null && 'pathname' in from) {
    const { pathname, search, hash } = from as { pathname?: unknown; search?: unknown; hash?: unknown };
    if (typeof pathname === 'string') {
      path = `${pathname}${typeof search === 'string' ? search : ''}${typeof hash === 'string' ? hash : ''}`;
    }
  }
  if (!path?.startsWith('/') || /^\/[/\\]/.test(path)) return null;
  const pathname = path.split(/[?#]/)[0]?.toLowerCase() ?? '';
  return AUTH_SCREENS.has(pathname) ? null : path;
}

export function readAuthIntent(state: unknown): AuthScreenIntent {
  const record = typeof state === 'object' && state !== null ? (state as Record<string, unknown>) : {};
  const text = (key: string) => (typeof record[key] === 'string' ? (record[key] as string) : null);
  const tab = text('tab');
  return {
    from: safeDestination(record.from),
    message: text('message'),
    tab: tab === 'login' || tab === 'register' ? tab : null,
    email: text('email') ?? '',
  };
}
