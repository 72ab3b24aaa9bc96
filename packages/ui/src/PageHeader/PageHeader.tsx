import type { ReactNode } from 'react';
import { formatCount } from '@admin-hub/domain/formatCount';
import { renderAnchor, type RenderLink } from '../links/index.ts';

export interface Crumb {
  label: string;
  href: string;
}

export interface PageHeaderProps {
  /** The page's one heading: 'Users', or a company's name on its page. */
  title: string;
  /** The page's count beside its title ('Users (1,500)'); omitted while unknown. */
  count?: number;
  /** The pages above this one, outermost first ('Companies'); the title ends the trail. */
  breadcrumb?: readonly Crumb[];
  renderLink?: RenderLink;
  /** The page's actions, on the right at one size (an add menu, 'Actions', 'Export CSV'). */
  actions?: ReactNode;
}

/**
 * The head of every page: where it sits (a breadcrumb, on a page below another), its title and
 * count, and its actions on the right.
 */
export function PageHeader({
  title,
  count,
  breadcrumb,
  renderLink = renderAnchor,
  actions,
}: PageHeaderProps) {
  return (
    <header className="ah-page-header">
      {breadcrumb && breadcrumb.length > 0 && (
        <nav aria-label="Breadcrumb">
          <ol className="ah-breadcrumb">
            {breadcrumb.map((crumb) => (
              <li key={crumb.href} className="ah-breadcrumb__item">
                {renderLink({ href: crumb.href, children: crumb.label })}
              </li>
            ))}
            <li className="ah-breadcrumb__item" aria-current="page">
              {title}
            </li>
          </ol>
        </nav>
      )}
      <div className="ah-page-header__row">
        <h1 className="ah-page-header__title" tabIndex={-1}>
          {title}
          {count !== undefined && (
            <>
              {' '}
              <span className="ah-page-header__count">({formatCount(count)})</span>
            </>
          )}
        </h1>
        {actions && <div className="ah-page-header__actions">{actions}</div>}
      </div>
    </header>
  );
}
