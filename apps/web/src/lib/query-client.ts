import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';

/** A client error (a missing course, a visitor's 401) answers the same the second time: no retry for it. */
function worthRetrying(failures: number, error: unknown) {
  if (failures >= 1) return false;
  if (!(error instanceof ApiError)) return true;
  return error.status >= 500 || error.status === 408 || error.status === 429;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        retry: worthRetrying,
        refetchOnWindowFocus: false,
      },
    },
  });
}
