import { Home } from 'lucide-react';
import Button from 'react-bootstrap/Button';
import type { RenderLink } from '../links/RenderLink.tsx';
import { StatusPage } from '../StatusPage/StatusPage.tsx';

export interface NotFoundPageProps {
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

/** The 404 page: 'Page not found' with a Homepage button. */
export function NotFoundPage({ homeHref = '/home', renderLink, onHomepage }: NotFoundPageProps) {
  const className = 'btn btn-primary';
  let action;
  if (renderLink) action = renderLink({ href: homeHref, className, children: homepageLabel });
  else if (onHomepage) action = <Button onClick={onHomepage}>{homepageLabel}</Button>;
  else
    action = (
      <a href={homeHref} className={className}>
        {homepageLabel}
      </a>
    );

  return (
    <StatusPage code="404" title="Page not found" action={action}>
      The page you are looking for does not exist or has moved.
    </StatusPage>
  );
}
