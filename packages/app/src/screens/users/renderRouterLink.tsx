import { Link } from 'react-router-dom';
import type { RenderLink } from '@admin-hub/ui';

/** Lets ui lists (which cannot use the router) link within the app without a page load. */
export const renderRouterLink: RenderLink = ({ href, className, children }) => (
  <Link to={href} className={className}>
    {children}
  </Link>
);

export const companyPath = (company: { id: number }): string => `/admin/companies/${company.id}`;
