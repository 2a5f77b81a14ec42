/**
 * What a visitor was doing when sign-in interrupted it, carried as `?resume=` on the page's own address:
 * that one same-site path goes through login, register and a provider's round trip (/oauth-success), and the
 * page it names finishes the action once the learner is signed in. Neither action pays: Buy Now only opens
 * the checkout, where the learner still confirms. The tab that asked for it also remembers it (session storage
 * survives the provider's round trip), so a link carrying `?resume=` from someone else does nothing.
 */
export const RESUME_ACTIONS = ['buy-now', 'add-to-cart'] as const;
export type ResumeAction = (typeof RESUME_ACTIONS)[number];
export const RESUME_PARAM = 'resume';

interface PageLocation {
  pathname: string;
  search: string;
  hash: string;
}

const PENDING_KEY = 'pathshala.resume';

/** The page's path with the action to resume after signing in; this tab remembers that it asked. */
export function returnPathResuming(location: PageLocation, action: ResumeAction): string {
  try {
    sessionStorage.setItem(PENDING_KEY, `${location.pathname}#${action}`);
  } catch {
    // Storage refused (private mode, full): the action is simply not resumed.
  }
  const search = new URLSearchParams(location.search);
  search.set(RESUME_PARAM, action);
  return `${location.pathname}?${search}${location.hash}`;
}

/** The action this address asks to resume, if any. */
export function resumeActionOf(search: string): ResumeAction | null {
  const action = new URLSearchParams(search).get(RESUME_PARAM);
  return RESUME_ACTIONS.find((candidate) => candidate === action) ?? null;
}

/** Whether this tab asked to resume `action` on `pathname`; asking again needs a new request. */
export function takeResumeRequest(pathname: string, action: ResumeAction): boolean {
  try {
    const pending = sessionStorage.getItem(PENDING_KEY);
    sessionStorage.removeItem(PENDING_KEY);
    return pending === `${pathname}#${action}`;
  } catch {
    return false;
  }
}

/** The same address without its action, so a reload or Back does not repeat it. */
export function withoutResumeAction(location: PageLocation): string {
  const search = new URLSearchParams(location.search);
  search.delete(RESUME_PARAM);
  const query = search.toString();
  return `${location.pathname}${query ? `?${query}` : ''}${location.hash}`;
}
