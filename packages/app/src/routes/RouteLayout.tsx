import { Suspense } from 'react';
import { Navigate, Outlet, useMatches } from 'react-router-dom';
import { ROUTE_ACCESS } from '@admin-hub/domain/routeAccess';
import { AppLayout } from '../layout/AppLayout.tsx';
import { PageLoading } from './PageLoading.tsx';
import { RequireRole } from './RequireRole.tsx';
import { accessRuleOf } from './routeTree.ts';

/**
 * The frame of every signed-in page (`appRoutes()`, over `routeTree`): the app layout, and around a spec route's
 * screen the role guard of its access rule (the route's `handle`). The 404 has no guard.
 */
export function RouteLayout() {
  return (
    <AppLayout>
      <RouteGuard />
    </AppLayout>
  );
}

function RouteGuard() {
  const access = accessRuleOf(useMatches().at(-1)?.handle);
  if (!access) return <Outlet />;
  return (
    <RequireRole allowedRoles={access.allowedRoles} fillsWindow={access.fillsWindow}>
      {/* The router renders a screen once its code is there; this catches its own lazy parts. */}
      <Suspense fallback={<PageLoading />}>
        <Outlet />
      </Suspense>
    </RequireRole>
  );
}

/** `/`: home, in place of the address (Back does not return to a redirect). */
export function GoHome() {
  return <Navigate to={ROUTE_ACCESS.home.path} replace />;
}
