import { ChevronDown, LayoutDashboard, LogOut } from 'lucide-react';
import { DropdownTogglePlaceholder } from '../DeferredDropdown/DropdownTogglePlaceholder.tsx';
import { useDeferredDropdown } from '../DeferredDropdown/useDeferredDropdown.ts';
import type { RenderLink } from '../links/RenderLink.tsx';
import { ColorThemePicker } from './ColorThemePicker.tsx';
import type { ColorThemeControl } from './ColorThemePicker.tsx';

export interface ProfileMenuProps {
  user: { fullName: string | null; email: string };
  /** null hides the 'Admin Dashboard' link. */
  adminDashboardHref: string | null;
  onSignOut: () => void;
  colorTheme: ColorThemeControl;
  renderLink: RenderLink;
  /** Hide the name beside the avatar on narrow screens. */
  compact: boolean;
}

const initialsOf = (fullName: string | null, email: string) => {
  const source = fullName?.trim() || email;
  const words = source.split(/[\s@._-]+/).filter(Boolean);
  return words
    .slice(0, 2)
    .map((word) => word.charAt(0).toUpperCase())
    .join('');
};

/**
 * The top bar's profile menu: full name (or '-'), email, the theme, Admin Dashboard for managers,
 * Sign Out.
 */
export function ProfileMenu({
  user,
  adminDashboardHref,
  onSignOut,
  colorTheme,
  renderLink,
  compact,
}: ProfileMenuProps) {
  const { Dropdown, openOnMount, toggleRef, requestOpen } = useDeferredDropdown();
  const name = user.fullName?.trim() || '-';
  // Named 'Profile menu for <name>': the visible name stays part of the accessible name.
  const toggleContent = (
    <>
      <span className="ah-avatar" aria-hidden="true">
        {initialsOf(user.fullName, user.email)}
      </span>
      <span className="visually-hidden">Profile menu for </span>
      <span className={compact ? 'visually-hidden' : 'ah-profile__name'}>
        {user.fullName?.trim() || user.email}
      </span>
      <ChevronDown size={16} aria-hidden="true" />
    </>
  );
  if (!Dropdown) {
    return (
      <DropdownTogglePlaceholder
        className="ah-profile"
        variant="link"
        toggleClassName="ah-profile__toggle"
        onOpen={requestOpen}
      >
        {toggleContent}
      </DropdownTogglePlaceholder>
    );
  }
  return (
    <Dropdown align="end" className="ah-profile" defaultShow={openOnMount}>
      <Dropdown.Toggle ref={toggleRef} variant="link" className="ah-profile__toggle">
        {toggleContent}
      </Dropdown.Toggle>
      <Dropdown.Menu className="ah-profile__menu">
        <div className="ah-profile__identity">
          <div className="ah-profile__full-name">{name}</div>
          <div className="ah-profile__email">{user.email}</div>
        </div>
        <Dropdown.Divider />
        <ColorThemePicker {...colorTheme} />
        <Dropdown.Divider />
        {adminDashboardHref !== null &&
          renderLink({
            href: adminDashboardHref,
            className: 'dropdown-item d-flex align-items-center gap-2',
            children: (
              <>
                <LayoutDashboard size={16} aria-hidden="true" />
                Admin Dashboard
              </>
            ),
          })}
        <Dropdown.Item
          as="button"
          type="button"
          className="d-flex align-items-center gap-2"
          onClick={onSignOut}
        >
          <LogOut size={16} aria-hidden="true" />
          Sign Out
        </Dropdown.Item>
      </Dropdown.Menu>
    </Dropdown>
  );
}
