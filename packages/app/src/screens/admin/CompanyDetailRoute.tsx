import { useParams } from 'react-router-dom';
import { parseEntityId } from '@admin-hub/domain/ids';
import { ROUTE_ACCESS } from '@admin-hub/domain/routeAccess';
import { CompanyDetailScreen } from '../company/CompanyDetailScreen.tsx';
import { NotFoundScreen } from '../status/NotFoundScreen.tsx';

// A static import: this route's own chunk is lazy already (route table), and the bundler shares
// the screen with /admin/my-company's chunk. A second lazy step would cost a Suspense fallback.

const COMPANIES_CRUMB = [{ label: 'Companies', href: ROUTE_ACCESS.companies.path }];

/**
 * /admin/companies/:companyId — an id the domain does not parse as one (not a plain positive
 * integer: '012', '1e1', '0') is a 404, never another company.
 */
export function CompanyDetailRoute() {
  const companyId = parseEntityId(useParams().companyId);
  if (companyId === null) return <NotFoundScreen />;
  // One company's page is not another's: keyed by the id, what a page holds (a selection, a
  // run's panel, the MFA switch's confirmation) never shows on the next company's page, which
  // the same route would otherwise render with the last one's state (Ctrl-K, Back, a link).
  return <CompanyDetailScreen key={companyId} companyId={companyId} breadcrumb={COMPANIES_CRUMB} />;
}
