import type { ReactNode } from 'react';

/** What a ui component needs to draw a link; the app passes its router's Link through `RenderLink`. */
export interface LinkRenderProps {
  href: string;
  className?: string;
  children: ReactNode;
  'aria-current'?: 'page';
}

/** ui never imports the router: screens hand in a function that renders their Link. */
export type RenderLink = (link: LinkRenderProps) => ReactNode;

/** A plain anchor, for stories and for links that leave the app. */
export const renderAnchor: RenderLink = ({
  href,
  className,
  children,
  'aria-current': current,
}) => (
  <a href={href} className={className} aria-current={current}>
    {children}
  </a>
);

/**
 * For stories: an anchor that reports where it would go to `onFollow` instead of leaving the
 * story (the app passes its router link). Not exported from the package.
 */
export const recordingAnchor =
  (onFollow: (href: string) => void): RenderLink =>
  ({ href, className, children, 'aria-current': current }) => (
    <a
      href={href}
      className={className}
      aria-current={current}
      onClick={(event) => {
        event.preventDefault();
        onFollow(href);
      }}
    >
      {children}
    </a>
  );
