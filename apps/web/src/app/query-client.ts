import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../shared/lib/api';

/** How many times a failed read is asked again. */
const retries = 1;

/**
 * Only a dropped connection (status 0) or a server fault (5xx) may pass on a
 * second try; a 4xx (not found, refused, bad input) answers the same again.
 */
export function retryServerErrors(failureCount: number, error: unknown): boolean {
  if (failureCount >= retries) return false;
  if (error instanceof ApiError) return error.status === 0 || error.status >= 500;
  // Anything else thrown while reading (not an HTTP answer) is not worth repeating either.
  return false;
}

/** One client for the app: React components and route loaders (guards) share its cache. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30 * 1000,
      retry: retryServerErrors,
      refetchOnWindowFocus: false,
    },
  },
});
