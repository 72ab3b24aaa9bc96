import { LifeBuoy, Search } from 'lucide-react';
import { useRef } from 'react';
import type { ReactNode } from 'react';
import { useIsMobile } from '../hooks/useIsMobile.ts';
import { usePageFocusKept } from '../hooks/usePageFocusKept.ts';
import type { RenderLink } from '../links/RenderLink.tsx';
import { Logo } from '../Logo/Logo.tsx';
import { EmulationBanner, type EmulationBannerProps } from './EmulationBanner.tsx';
import type { NavItem } from './NavItem.ts';
import type { ColorThemeControl } from './ColorThemePicker.tsx';
import { ProfileMenu } from './ProfileMenu.tsx';
import { SideNav } from './SideNav.tsx';
import { TabBar } from './TabBar.tsx';

interface JumpButtonProps {
  /** The accessible name, starting with 'Search', e.g. 'Search companies and users'. */
  label: string;
  /** The keyboard shortcut as this platform writes it: 'Ctrl K', or '⌘K' on a Mac. */
  shortcut: string;
  /** For `aria-keyshortcuts`: 'Control+K' or 'Meta+K'. */
  keyShortcuts: string;
  onOpen: () => void;
}

/** Opens the jump box by touch or click; on a wide screen it also shows the shortcut. */
function JumpButton({
  label,
  shortcut,
  keyShortcuts,
  onOpen,
  compact,
}: JumpButtonProps & { compact: boolean }) {
  return (
    <button
      type="button"
      className="btn ah-topbar__jump"
      aria-keyshortcuts={keyShortcuts}
      onClick={onOpen}
    >
      <Search size={18} aria-hidden="true" />
      {/* Named by its text, the visible 'Search' first: the name is what a voice user says. */}
      {compact ? (
        <span className="visually-hidden">{label}</span>
      ) : (
        <>
          <span>
            Search<span className="visually-hidden">{label.replace(/^Search/, '')}</span>
          </span>
          <kbd aria-hidden="true">{shortcut}</kbd>
        </>
      )}
    </button>
  );
}

export interface AppShellProps {
  brand: { marketingSiteUrl: string; productName: string };
  companyName: string | null;
  user: { fullName: string | null; email: string };
  /** null hides the 'Admin Dashboard' link. */
  adminDashboardHref: string | null;
  onSignOut: () => void;
  /** The profile menu's theme switch. */
  colorTheme: ColorThemeControl;
  navItems: NavItem[];
  /** The bottom tab bar below 992 px. */
  tabItems: NavItem[];
  emulation: EmulationBannerProps | null;
  /** The top bar's search button, which opens the jump box; null when the role has none. */
  jump?: JumpButtonProps | null;
  helpEmail: string;
  /** The software version label, e.g. '1.0.0'. */
  version: string;
  renderLink: RenderLink;
  children: ReactNode;
}

/**
 * The signed-in frame (spec §1): top bar with the logo, company name and profile menu; side
 * navigation on desktop or a bottom tab bar below 992 px; the emulation banner above the page
 * content; a footer with help and the version. Content is at most 850 px wide.
 */
export function AppShell({
  brand,
  companyName,
  user,
  adminDashboardHref,
  onSignOut,
  colorTheme,
  navItems,
  tabItems,
  emulation,
  jump = null,
  helpEmail,
  version,
  renderLink,
  children,
}: AppShellProps) {
  const isMobile = useIsMobile();
  const main = useRef<HTMLElement>(null);
  usePageFocusKept(main);
  const showTabs = isMobile && tabItems.length > 0;

  return (
    <div className={`ah-shell${showTabs ? ' ah-shell--tabs' : ''}`}>
      <a className="visually-hidden-focusable ah-skip-link" href="#ah-main">
        Skip to content
      </a>
      <header className="ah-topbar">
        <a className="ah-topbar__brand" href={brand.marketingSiteUrl}>
          {/* On a phone the company name needs the room; the mark alone still names the product. */}
          <Logo title={brand.productName} wordmark={!isMobile || !companyName} />
        </a>
        {companyName && (
          <span className="ah-topbar__company" title={companyName}>
            {companyName}
          </span>
        )}
        <div className="ah-topbar__end">
          {jump && <JumpButton {...jump} compact={isMobile} />}
          <ProfileMenu
            user={user}
            adminDashboardHref={adminDashboardHref}
            onSignOut={onSignOut}
            colorTheme={colorTheme}
            renderLink={renderLink}
            compact={isMobile}
          />
        </div>
      </header>
      <div className="ah-shell__body">
        {!isMobile && navItems.length > 0 && <SideNav items={navItems} renderLink={renderLink} />}
        <div className="ah-shell__main">
          {emulation && <EmulationBanner {...emulation} />}
          <main ref={main} id="ah-main" className="ah-content" tabIndex={-1}>
            {children}
          </main>
          <footer className="ah-footer">
            <a className="ah-footer__help" href={`mailto:${helpEmail}`}>
              <LifeBuoy size={16} aria-hidden="true" />
              Need Help?
            </a>
            <span className="ah-footer__version">Version {version}</span>
          </footer>
        </div>
      </div>
      {showTabs && <TabBar items={tabItems} renderLink={renderLink} />}
    </div>
  );
}
