import { useEffect } from 'react';

/**
 * Spec §8: a failed content load is only logged; the section stays empty. A warning, not an error:
 * the page still works, and console errors are reserved for real faults.
 */
export function useLogLoadFailure(what: string, error: Error | null): void {
  useEffect(() => {
    if (error) console.warn(`Could not load ${what}:`, error.message);
  }, [what, error]);
}
