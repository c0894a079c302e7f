import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { RouteStatusProvider } from '../shared/ui/app-link';
import { ModalHost } from '../shared/ui/modal';
import './modals';
import { queryClient } from './query-client';
import { isReady } from './route-registry';
import type { AppRouter } from './router';

const routeStatus = { isReady };

/** The app: data, route readiness for links, the router, and the modal host beside it. */
export function App({ router }: { router: AppRouter }) {
  return (
    <QueryClientProvider client={queryClient}>
      <RouteStatusProvider value={routeStatus}>
        <RouterProvider router={router} />
      </RouteStatusProvider>
      <ModalHost />
    </QueryClientProvider>
  );
}
