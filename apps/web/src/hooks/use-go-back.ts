import { useCallback } from 'react';
import { useNavigate } from 'react-router';

/**
 * Goes back one entry: inside the app through the router, across a full page load through the browser,
 * and home when this page was the first one opened in the tab.
 */
export function useGoBack(): () => void {
  const navigate = useNavigate();
  return useCallback(() => {
    const state: unknown = window.history.state;
    const index =
      typeof state === 'object' && state !== null && 'idx' in state && typeof state.idx === 'number'
        ? state.idx
        : 0;
    if (index > 0) navigate(-1);
    else if (window.history.length > 1) window.history.back();
    else navigate('/', { replace: true });
  }, [navigate]);
}
