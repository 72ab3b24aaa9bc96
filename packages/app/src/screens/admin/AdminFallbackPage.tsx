import { Logo } from '@admin-hub/ui/Logo';
import { StatusPage } from '@admin-hub/ui/StatusPage';
import { ROUTE_ACCESS } from '@admin-hub/domain/routeAccess';
import { renderRouterLink } from '../../layout/renderRouterLink.tsx';

/** What a base user meets in the admin area: nothing to manage there, and the way home. */
export function AdminFallbackPage() {
  return (
    <StatusPage
      code={<Logo size={48} />}
      title="Nothing to manage here"
      action={renderRouterLink({
        href: ROUTE_ACCESS.home.path,
        className: 'btn btn-primary',
        children: 'Homepage',
      })}
    >
      The admin area is for company admins. Ask your company admin if you need access.
    </StatusPage>
  );
}
