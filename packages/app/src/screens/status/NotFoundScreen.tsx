import { NotFoundPage } from '@admin-hub/ui/NotFoundPage';
import { ROUTE_ACCESS } from '@admin-hub/domain/routeAccess';
import { renderRouterLink } from '../../layout/renderRouterLink.tsx';

/** Any path the app does not know: 'Page not found' with a Homepage button to /home. */
export function NotFoundScreen() {
  return <NotFoundPage homeHref={ROUTE_ACCESS.home.path} renderLink={renderRouterLink} />;
}
