import type { MouseEvent, ReactNode } from 'react';
import Button, { type ButtonProps } from 'react-bootstrap/Button';
import { preloadDropdown } from './useDropdown.ts';

export interface DropdownTogglePlaceholderProps {
  /** The Dropdown's own className. */
  className?: string;
  /** As the Dropdown.Toggle it stands for: */
  variant?: ButtonProps['variant'];
  size?: ButtonProps['size'];
  toggleClassName?: string;
  bsPrefix?: string;
  'aria-label'?: string;
  children: ReactNode;
  onOpen: (event: MouseEvent<HTMLButtonElement>) => void;
}

// A failed download is tried again by the click.
const preload = () => void preloadDropdown().catch(() => undefined);

/**
 * A closed menu's toggle before react-bootstrap's Dropdown is loaded: the markup the Dropdown
 * and its Toggle render when closed (a `.dropdown` box, a button with the toggle's class and
 * `aria-expanded="false"`), so nothing moves when the real one replaces it. Its test holds the
 * two to the same markup. A pointer over it or focus on it downloads the Dropdown ahead of the
 * click (see useDropdown).
 */
export function DropdownTogglePlaceholder({
  className,
  variant,
  size,
  toggleClassName,
  bsPrefix = 'dropdown-toggle',
  children,
  onOpen,
  ...aria
}: DropdownTogglePlaceholderProps) {
  return (
    <div className={className ? `${className} dropdown` : 'dropdown'}>
      <Button
        variant={variant}
        size={size}
        className={toggleClassName ? `${toggleClassName} ${bsPrefix}` : bsPrefix}
        aria-expanded={false}
        onPointerEnter={preload}
        onFocus={preload}
        onClick={onOpen}
        {...aria}
      >
        {children}
      </Button>
    </div>
  );
}
