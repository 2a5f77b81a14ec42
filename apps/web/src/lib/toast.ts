import { useSyncExternalStore } from 'react';

/**
 * The app's toasts (spec §8), without react-toastify in any page's first load: the library and its container
 * load with the first toast of a visit. The library queues a toast raised before its container has mounted and
 * shows it once it has, so nothing is lost while the chunk arrives.
 */
type ToastKind = 'success' | 'error' | 'info';
type Toastify = typeof import('react-toastify/unstyled');

let library: Promise<Toastify> | undefined;
let outletWanted = false;
const subscribers = new Set<() => void>();

function show(kind: ToastKind, message: string) {
  if (!outletWanted) {
    outletWanted = true;
    for (const notify of subscribers) notify();
  }
  library ??= import('react-toastify/unstyled');
  library.then(
    ({ toast: toastify }) => toastify[kind](message),
    () => {
      // Offline, or a new deployment removed the chunk: the next toast tries again.
      library = undefined;
    },
  );
}

export const toast = {
  success: (message: string) => show('success', message),
  error: (message: string) => show('error', message),
  info: (message: string) => show('info', message),
};

function subscribe(notify: () => void) {
  subscribers.add(notify);
  return () => {
    subscribers.delete(notify);
  };
}

/** True from the first toast on: the layout mounts the toast container then. */
export function useToastOutletWanted(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => outletWanted,
    () => false,
  );
}
