import { Suspense } from 'react';
import { Navigate, useRoutes } from 'react-router-dom';
import type { RouteObject } from 'react-router-dom';
import { ROUTE_ACCESS } from '@admin-hub/domain/routeAccess';
import { AppLayout } from '../layout/AppLayout.tsx';
import { NotFoundScreen } from '../screens/status/NotFoundScreen.tsx';
import { PageLoading } from './PageLoading.tsx';
import { RequireRole } from './RequireRole.tsx';
import { ROUTE_TABLE, appRoute } from './routeTable.ts';
import type { AppRoute } from './routeTable.ts';

function guarded({ allowedRoles, fillsWindow, Screen }: AppRoute) {
  return (
    <RequireRole allowedRoles={allowedRoles} fillsWindow={fillsWindow}>
      {/* Screens load without suspending (lazyComponent); this catches a screen's own lazy parts. */}
      <Suspense fallback={<PageLoading />}>
        <Screen />
      </Suspense>
    </RequireRole>
  );
}

// As route objects, not <Route> elements: the router needs no code to read JSX into routes.
const APP_ROUTES: RouteObject[] = [
  { path: '/', element: <Navigate to={ROUTE_ACCESS.home.path} replace /> },
  {
    element: <AppLayout />,
    children: [
      ...ROUTE_TABLE.map((route) => ({ path: route.path, element: guarded(route) })),
      { path: `${ROUTE_ACCESS.adminIndex.path}/*`, element: guarded(appRoute('adminIndex')) },
      { path: '*', element: <NotFoundScreen /> },
    ],
  },
];

/**
 * The signed-in routes of spec §2 inside the app layout: every route of the
 * route table behind its role guard, unknown admin paths answered like /admin,
 * and the 404 for anything else. Needs the store and an authenticated session.
 */
export function AppRoutes() {
  return useRoutes(APP_ROUTES);
}
