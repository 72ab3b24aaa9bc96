import { useParams } from 'react-router-dom';
import { CompanyDetailScreen } from '../company/CompanyDetailScreen.tsx';
import { NotFoundScreen } from '../status/NotFoundScreen.tsx';

// A static import: this route's own chunk is lazy already (route table), and the bundler shares
// the screen with /admin/my-company's chunk. A second lazy step would cost a Suspense fallback.

/** /admin/companies/:companyId — a company id that is not a positive whole number is a 404. */
export function CompanyDetailRoute() {
  const { companyId } = useParams();
  const id = Number(companyId);
  if (!/^\d+$/.test(companyId ?? '') || !Number.isSafeInteger(id) || id < 1)
    return <NotFoundScreen />;
  return <CompanyDetailScreen companyId={id} />;
}
