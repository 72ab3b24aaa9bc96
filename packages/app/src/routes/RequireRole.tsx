import type { ReactNode } from 'react';
import { ForbiddenPage } from '@admin-hub/ui';
import type { Role } from '@admin-hub/domain';
import { useCurrentUser } from '../auth/useCurrentUser.ts';
import { useIsSwitchingIdentity } from '../emulation/EmulationSwitch.tsx';
import { ProfileUnavailablePage } from '../screens/status/ProfileUnavailablePage.tsx';

/**
 * Route guard of spec §2: nothing while the current user loads (or while
 * emulation switches who that is), the 403 page when their role is not in
 * `allowedRoles`, else the page.
 */
export function RequireRole({
  allowedRoles,
  children,
}: {
  allowedRoles: readonly Role[];
  children: ReactNode;
}) {
  const { status, user } = useCurrentUser();
  const switchingIdentity = useIsSwitchingIdentity();
  if (status === 'idle' || status === 'loading' || switchingIdentity) return null;
  if (!user) return <ProfileUnavailablePage />;
  if (!allowedRoles.includes(user.role)) return <ForbiddenPage />;
  return children;
}
