import { useCurrentUser } from '../../auth/useCurrentUser.ts';
import { LoadingStatus } from '@admin-hub/ui/LoadableContent';
import { CompanyDetailScreen } from './CompanyDetailScreen.tsx';

/** /admin/my-company: the company page of the signed-in user's own company. */
export function MyCompanyScreen() {
  const { user } = useCurrentUser();
  // The route guard waits for the current user, so this shows only in the moment before it arrives.
  if (user === undefined) return <LoadingStatus label="Loading company" />;
  return <CompanyDetailScreen companyId={user.companyId} unnamedTitle="My Company" />;
}
