import { MonitorPlay, MonitorSmartphone } from 'lucide-react';
import { signManagement } from '@admin-hub/domain/signActions';
import { contentSignAddAddress, schedulerSignAddAddress } from '@admin-hub/domain/signAddresses';
import type { ContentAccountState } from '@admin-hub/domain/contentAccount';
import type { FloatingAction } from '@admin-hub/ui/FloatingActionButton';
import { useCurrentUser } from '../../auth/useCurrentUser.ts';
import { useAppConfig } from '../../config/ConfigProvider.tsx';
import { useRedirectUrl } from './useRedirectUrl.ts';

/**
 * The sign entries of the company page's add menu (spec §2): 'Scheduler Sign' and
 * '{product} Sign', links into those apps that come back here. Absent when the role or the plan
 * may not manage signs (spec §6); the sign rows then say why.
 */
export function useSignAddActions(
  companyId: number,
  account: ContentAccountState,
): FloatingAction[] {
  const { user: me } = useCurrentUser();
  const { links, productName } = useAppConfig();
  const redirectUrl = useRedirectUrl();
  if (!me || !signManagement(me.role, account).allowed) return [];
  return [
    {
      key: 'scheduler-sign',
      label: 'Scheduler Sign',
      icon: <MonitorSmartphone size={18} />,
      href: schedulerSignAddAddress(links.schedulerApp, companyId, redirectUrl),
    },
    {
      key: 'content-sign',
      label: `${productName} Sign`,
      icon: <MonitorPlay size={18} />,
      href: contentSignAddAddress(links.contentApp, me.role, companyId, redirectUrl),
    },
  ];
}
