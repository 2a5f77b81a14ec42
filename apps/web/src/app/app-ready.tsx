import { useEffect } from 'react';
import { preloadDialog } from '@/components/ui/dialog';
import { afterLoadWhenIdle } from '@/lib/when-idle-or-near';

/**
 * Runs once the root has committed: handlers are attached from here on, so a drawn page stops being inert and
 * buttons answer (the browser journeys wait for `data-app-ready`). A Suspense boundary still hydrating hydrates
 * at once when it is used, and React replays the event. The server renders it too (it draws nothing), so the two
 * trees have the same shape and `useId` numbers their ids alike.
 */
export function AppReady() {
  useEffect(() => {
    document.getElementById('root')?.removeAttribute('inert');
    document.documentElement.dataset.appReady = '';
    // The dialogs' code is not part of the first load; fetched while idle, the first one opens without a wait.
    return afterLoadWhenIdle(preloadDialog);
  }, []);
  return null;
}
