import { HomeMenu } from '@admin-hub/ui/HomeMenu';
import { useIsMobile } from '@admin-hub/ui/hooks';
import { useCurrentUser } from '../../auth/useCurrentUser.ts';
import { useAppConfig } from '../../config/ConfigProvider.tsx';
import { renderRouterLink } from '../../layout/renderRouterLink.tsx';
import { homeMenuEntries } from './homeMenuEntries.ts';

const HOME_TAGLINE = 'Manage your company & users';

/** /home: the sections the signed-in role may open, and the external apps. */
export function HomeScreen() {
  const config = useAppConfig();
  const { user } = useCurrentUser();
  const isMobile = useIsMobile();
  if (!user) return null;
  return (
    <HomeMenu
      tagline={HOME_TAGLINE}
      entries={homeMenuEntries(user.role, config)}
      isMobile={isMobile}
      renderLink={renderRouterLink}
    />
  );
}
