import { createBrowserRouter, data, redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { PageLoading } from '../shared/ui/page-loading';
import { attachRouter, guardLoader } from './guards';
import { BareLayout } from './layouts/bare-layout';
import { MyPageLayout } from './layouts/mypage-layout';
import { PublicLayout } from './layouts/public-layout';
import { RootLayout, type RouteHandle } from './layouts/root-layout';
import { isAdminPath, patterns } from './paths';
import { redirects, screens, type LayoutKind, type ScreenDef } from './route-registry';
import { NotFound } from './routes/not-found';
import { PendingRoute } from './routes/pending-route';
import { RouteError } from './routes/route-error';

function loaderFor(def: ScreenDef) {
  const guard = def.guard ? guardLoader(def.guard) : null;
  const numeric = def.numericParams ?? [];
  if (!guard && numeric.length === 0) return undefined;
  return async (args: LoaderFunctionArgs) => {
    if (guard) await guard(args);
    for (const name of numeric) {
      if (!/^\d+$/.test(args.params[name] ?? '')) throw data('페이지를 찾을 수 없습니다', { status: 404 });
    }
    return null;
  };
}

function screenRoute(def: ScreenDef): RouteObject {
  const handle: RouteHandle = { title: def.title };
  const route: RouteObject = { id: def.id, path: def.pattern, handle, loader: loaderFor(def) };
  if (def.screen) route.lazy = def.screen;
  else route.element = <PendingRoute def={def} />;
  return route;
}

function routesOf(layout: LayoutKind): RouteObject[] {
  return [
    ...screens.filter((def) => def.layout === layout).map(screenRoute),
    ...redirects.filter((def) => def.layout === layout).map((def): RouteObject => ({ id: def.id, path: def.pattern, loader: () => redirect(def.redirectTo) })),
  ];
}

const notFoundHandle: RouteHandle = { title: '페이지를 찾을 수 없습니다' };

export const routes: RouteObject[] = [
  {
    id: 'root',
    element: <RootLayout />,
    hydrateFallbackElement: <PageLoading />,
    errorElement: <RouteError />,
    children: [
      {
        id: 'layout-public',
        element: <PublicLayout />,
        errorElement: <RouteError />,
        children: [
          ...routesOf('public'),
          // Guards run in each screen's loader, so the my-page frame never shows to someone turned away.
          { id: 'layout-mypage', element: <MyPageLayout />, children: routesOf('mypage') },
          { id: 'not-found', path: '*', handle: notFoundHandle, element: <NotFound /> },
        ],
      },
      {
        id: 'layout-bare',
        element: <BareLayout />,
        errorElement: <RouteError tone="bare" />,
        children: routesOf('bare'),
      },
      ...routesOf('standalone'),
      // Its screens join on the first visit to the back office (adminRoutes, below).
      { id: 'layout-admin', lazy: () => import('./layouts/admin-layout'), errorElement: <RouteError tone="admin" />, children: [] },
    ],
  },
];

/**
 * The back office's screens, under the admin layout. Almost half the
 * registry; a visitor of the public site never opens one, and every page
 * load flattened, ranked and matched them all before the first screen could
 * draw. So they are built and patched in when an address under /admin is
 * first opened (the router asks before matching it), and only then.
 */
function adminRoutes(): RouteObject[] {
  return [
    ...routesOf('admin'),
    {
      id: 'admin-not-found',
      path: `${patterns.admin}/*`,
      handle: notFoundHandle,
      loader: guardLoader('admin'),
      element: <NotFound tone="admin" />,
    },
  ];
}

// Once: the router asks again for every new address with a parameter, and each later patch would only be compared away.
let adminPatched = false;

/** The app's router, on the browser's address: matching it starts loading that screen's code. */
export function createAppRouter() {
  const router = createBrowserRouter(routes, {
    patchRoutesOnNavigation({ path, patch }) {
      if (adminPatched || !isAdminPath(path)) return;
      adminPatched = true;
      patch('layout-admin', adminRoutes());
    },
  });
  attachRouter(router);
  return router;
}

export type AppRouter = ReturnType<typeof createAppRouter>;
