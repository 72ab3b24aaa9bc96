import { Link } from 'react-router-dom';
import type { RenderLink } from '@admin-hub/ui/links';

/** Hands the router's Link to ui components, which never import the router themselves. */
export const renderRouterLink: RenderLink = ({ href, className, children, 'aria-current': ariaCurrent }) => (
  <Link to={href} className={className} aria-current={ariaCurrent}>
    {children}
  </Link>
);
