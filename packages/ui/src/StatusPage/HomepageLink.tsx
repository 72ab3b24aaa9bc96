import { Home } from 'lucide-react';
import Button from 'react-bootstrap/Button';
import type { RenderLink } from '../links/RenderLink.tsx';

export interface HomepageLinkProps {
  /** Where 'Homepage' leads (spec §2: /home). */
  homeHref?: string;
  /** Renders the router's link; without it a plain anchor (or `onHomepage`) is used. */
  renderLink?: RenderLink;
  /** Runs instead of following a link, when given and no `renderLink` is. */
  onHomepage?: () => void;
}

const homepageLabel = (
  <>
    <Home size={16} aria-hidden="true" className="me-2" />
    Homepage
  </>
);

/** The way out of a status page (404, 403): a primary 'Homepage' button. */
export function HomepageLink({ homeHref = '/home', renderLink, onHomepage }: HomepageLinkProps) {
  const className = 'btn btn-primary';
  if (renderLink) return renderLink({ href: homeHref, className, children: homepageLabel });
  if (onHomepage) return <Button onClick={onHomepage}>{homepageLabel}</Button>;
  return (
    <a href={homeHref} className={className}>
      {homepageLabel}
    </a>
  );
}
