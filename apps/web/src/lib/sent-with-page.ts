import { SERVICE_PAGE_DATA_ID } from '@pathshala/shared/constants';

let sent: { request?: string; response?: unknown } | undefined;

/**
 * The API answer the server sent with a service page it drew (ADR 020), for the request it was sent for, taken
 * once: the page hydrates what the server drew instead of asking again. Any other request, a later visit within
 * the app, or a page without it gives nothing, and the page asks the API as usual.
 */
export function takeServicePageAnswer<T>(request: string): T | undefined {
  if (typeof document !== 'undefined') {
    const element = document.getElementById(SERVICE_PAGE_DATA_ID);
    if (element) {
      element.remove();
      try {
        sent = JSON.parse(element.textContent ?? '') as typeof sent;
      } catch {
        sent = undefined;
      }
    }
  }
  if (sent?.request !== request) return undefined;
  const answer = sent.response as T;
  sent = undefined;
  return answer;
}
