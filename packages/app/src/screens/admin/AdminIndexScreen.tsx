import { Navigate } from 'react-router-dom';
import { ROUTE_ACCESS, adminLandingFor } from '@admin-hub/domain/routeAccess';
import { useCurrentUser } from '../../auth/useCurrentUser.ts';
import { AdminFallbackPage } from './AdminFallbackPage.tsx';

/**
 * /admin and any unknown admin path: super admins land on the company list,
 * admins on their own company, everyone else on a fallback page.
 */
export function AdminIndexScreen() {
  const { user } = useCurrentUser();
  if (!user) return null;
  switch (adminLandingFor(user.role)) {
    case 'companies':
      return <Navigate to={ROUTE_ACCESS.companies.path} replace />;
    case 'myCompany':
      return <Navigate to={ROUTE_ACCESS.myCompany.path} replace />;
    case 'fallback':
      return <AdminFallbackPage />;
  }
}
