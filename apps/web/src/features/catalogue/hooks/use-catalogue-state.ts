import {
  type CatalogueQueryState,
  catalogueStateFromQuery,
  catalogueStateToQuery,
} from '@pathshala/shared/course-filters';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';

interface UpdateOptions {
  /** Add a history entry (a new search) instead of replacing the current one (a tab or a checkbox). */
  push?: boolean;
}

/**
 * The catalogue's tab, search keyword and filters, kept in the URL query so a filtered page can be
 * shared and survives a reload. A URL change is a router navigation (it re-runs the layout's loader), so
 * the page shows the new state at once and the URL follows.
 */
export function useCatalogueState() {
  const [searchParams, setSearchParams] = useSearchParams();
  const fromUrl = useMemo(() => catalogueStateFromQuery(searchParams), [searchParams]);
  const [state, setState] = useState(fromUrl);
  const latest = useRef(state);

  // The URL changed from outside too (back/forward, a shared link): follow it.
  useEffect(() => {
    latest.current = fromUrl;
    setState(fromUrl);
  }, [fromUrl]);

  const update = useCallback(
    (patch: Partial<CatalogueQueryState>, { push = false }: UpdateOptions = {}) => {
      const next = { ...latest.current, ...patch };
      latest.current = next;
      setState(next);
      setSearchParams(catalogueStateToQuery(next), { replace: !push, preventScrollReset: true });
    },
    [setSearchParams],
  );

  return { state, update };
}
