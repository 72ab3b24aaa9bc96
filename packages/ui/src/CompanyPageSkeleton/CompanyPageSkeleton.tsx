import Card from 'react-bootstrap/Card';
import { SkeletonRows } from '../SkeletonRows/SkeletonRows.tsx';

export interface CompanyPageSkeletonProps {
  /** The page sits below another (a super admin's Companies › name): a trail line above the title. */
  breadcrumb?: boolean;
}

const ACCOUNT_FIELDS = ['4rem', '9rem', '6rem', '3rem'];

/**
 * A company's page while the company loads, in the shape of the real one: the page header (title,
 * Add and Actions), the '{product} account' card with its four figures, and the Users section's
 * first rows. Each part uses the real part's classes around placeholder bars, so it has the real
 * heights, and the page arrives without moving. Decoration only: the loading status beside it is
 * what is announced.
 */
export function CompanyPageSkeleton({ breadcrumb = false }: CompanyPageSkeletonProps) {
  return (
    <div aria-hidden="true" className="ah-company-skeleton ah-skeleton-pulse">
      <div className="ah-page-header">
        {breadcrumb && (
          <div className="ah-breadcrumb">
            {/* In a line box of the trail's type (the trail is a flex row). */}
            <span className="ah-breadcrumb__item">
              <span className="ah-skeleton" style={{ width: '5rem' }} />
            </span>
          </div>
        )}
        <div className="ah-page-header__row">
          <div className="ah-page-header__title h3">
            <span className="ah-skeleton" style={{ width: '12rem' }} />
          </div>
          <div className="ah-page-header__actions">
            <span className="btn ah-skeleton ah-skeleton--button" style={{ width: '5rem' }}>
              {'\u00a0'}
            </span>
            <span className="btn ah-skeleton ah-skeleton--button" style={{ width: '6rem' }}>
              {'\u00a0'}
            </span>
          </div>
        </div>
      </div>
      <Card>
        <Card.Body>
          <div className="h5 mb-3">
            <span className="ah-skeleton" style={{ width: '11rem' }} />
          </div>
          <div className="row mb-0 gy-2">
            {ACCOUNT_FIELDS.map((width, index) => (
              <div className="col-12 col-sm-6" key={index}>
                <div className="small">
                  <span className="ah-skeleton" style={{ width: '7rem' }} />
                </div>
                <div className="fw-semibold">
                  <span className="ah-skeleton" style={{ width }} />
                </div>
              </div>
            ))}
          </div>
        </Card.Body>
      </Card>
      <div className="mt-4">
        <div className="h5 mb-2">
          <span className="ah-skeleton" style={{ width: '6rem' }} />
        </div>
        <SkeletonRows count={5} selectable />
      </div>
    </div>
  );
}
