import { QueryClient } from '@tanstack/react-query';

/** One client for the app: React components and route loaders (guards) share its cache. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30 * 1000,
      retry: 1,
      refetchOnWindowFocus: false,
    },
  },
});
