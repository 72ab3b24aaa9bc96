import { lazy } from 'react';
import { useParams } from 'react-router-dom';
import { NotFoundScreen } from '../status/NotFoundScreen.tsx';

const CompanyDetailScreen = lazy(() =>
  import('../company/CompanyDetailScreen.tsx').then((m) => ({ default: m.CompanyDetailScreen })),
);

/** /admin/companies/:companyId — a company id that is not a positive whole number is a 404. */
export function CompanyDetailRoute() {
  const { companyId } = useParams();
  const id = Number(companyId);
  if (!/^\d+$/.test(companyId ?? '') || !Number.isSafeInteger(id) || id < 1)
    return <NotFoundScreen />;
  return <CompanyDetailScreen companyId={id} />;
}
