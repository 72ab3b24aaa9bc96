import type { ReactNode } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { AppShell } from '@admin-hub/ui/AppShell';
import type { AppShellProps } from '@admin-hub/ui/AppShell';
import { SOFTWARE_VERSION } from '@admin-hub/domain/constants';
import type { CurrentUser } from '@admin-hub/domain/entities';
import { useAuth } from '../auth/useAuth.ts';
import { useCurrentUser } from '../auth/useCurrentUser.ts';
import { useAppConfig } from '../config/ConfigProvider.tsx';
import { useEmulation } from '../emulation/useEmulation.ts';
import { AppErrorBoundary } from '../errors/AppErrorBoundary.tsx';
import type { Emulation } from '../emulation/useEmulation.ts';
import { useJumpBox } from '../features/jump/useJumpBox.tsx';
import { adminDashboardHrefFor, navItemsFor } from './navigationItems.ts';
import { renderRouterLink } from './renderRouterLink.tsx';
import { useColorTheme } from './useColorTheme.ts';

/**
 * The signed-in frame around every screen: top bar, side navigation, bottom tab
 * bar on small screens, the emulation banner and the footer. Renders `children`,
 * or the matched child route, inside an error boundary of its own.
 */
export function AppLayout({ children }: { children?: ReactNode }) {
  const { links, productName } = useAppConfig();
  const { user: identity, logout } = useAuth();
  const { user } = useCurrentUser();
  const emulation = useEmulation();
  const { pathname } = useLocation();
  const navItems = navItemsFor(user?.role, pathname);
  const jump = useJumpBox(user);
  const colorTheme = useColorTheme();

  return (
    <AppShell
      brand={{ marketingSiteUrl: links.marketingSite, productName }}
      companyName={user?.company.name ?? null}
      user={{ fullName: user?.fullName ?? null, email: user?.email ?? identity?.email ?? '' }}
      adminDashboardHref={adminDashboardHrefFor(user?.role)}
      onSignOut={() => void logout()}
      colorTheme={colorTheme}
      navItems={navItems}
      tabItems={navItems}
      emulation={emulationBanner(user, emulation)}
      jump={jump.button}
      helpEmail={links.helpEmail}
      version={SOFTWARE_VERSION}
      renderLink={renderRouterLink}
    >
      {/* A page that fails leaves the shell usable; moving to another path clears the error. */}
      <AppErrorBoundary scope="page" resetKey={pathname}>
        {children ?? <Outlet />}
        {/* Its code loads on first use: a chunk that cannot load is this boundary's to show. */}
        {jump.dialog}
      </AppErrorBoundary>
    </AppShell>
  );
}

function emulationBanner(
  user: CurrentUser | undefined,
  emulation: Emulation,
): AppShellProps['emulation'] {
  if (!user?.isEmulating) return null;
  const who = user.fullName ? `${user.fullName} (${user.email})` : user.email;
  return {
    label: `You are emulating ${who}`,
    onCancel: () => void emulation.cancel(),
    cancelling: emulation.pending,
  };
}
