import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { createElement, useSyncExternalStore } from 'react';

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

/**
 * A toast raised where there is no component to translate it (a route loader) gives its text as `msg`; it is
 * translated where the toast is drawn, inside the app's i18n provider.
 */
function Translated({ message }: { message: MessageDescriptor }) {
  const { i18n } = useLingui();
  return i18n._(message);
}

/** Give a translated string, or a `msg` descriptor from code outside a component. */
type ToastMessage = string | MessageDescriptor;

function show(kind: ToastKind, message: ToastMessage) {
  if (!outletWanted) {
    outletWanted = true;
    for (const notify of subscribers) notify();
  }
  library ??= import('react-toastify/unstyled');
  library.then(
    ({ toast: toastify }) =>
      toastify[kind](typeof message === 'string' ? message : createElement(Translated, { message })),
    () => {
      // Offline, or a new deployment removed the chunk: the next toast tries again.
      library = undefined;
    },
  );
}

export const toast = {
  success: (message: ToastMessage) => show('success', message),
  error: (message: ToastMessage) => show('error', message),
  info: (message: ToastMessage) => show('info', message),
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
