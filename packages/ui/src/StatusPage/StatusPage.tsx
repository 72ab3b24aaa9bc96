import { useId, type ReactNode } from 'react';

export interface StatusPageProps {
  /** A large code or icon above the title, e.g. '404'. */
  code: ReactNode;
  title: string;
  children?: ReactNode;
  action?: ReactNode;
}

/** The shared frame of the 403 and 404 pages: centred, calm, one way out. */
export function StatusPage({ code, title, children, action }: StatusPageProps) {
  const titleId = useId();
  return (
    <section className="ah-status-page" aria-labelledby={titleId}>
      <div className="ah-status-page__code" aria-hidden="true">
        {code}
      </div>
      <h1 id={titleId} className="ah-status-page__title" tabIndex={-1}>
        {title}
      </h1>
      {children && <p className="ah-status-page__text">{children}</p>}
      {action && <div className="ah-status-page__action">{action}</div>}
    </section>
  );
}
