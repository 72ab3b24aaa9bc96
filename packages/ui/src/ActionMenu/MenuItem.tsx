import { useId, type ComponentPropsWithRef } from 'react';
import { useLoadedDropdown } from '../DeferredDropdown/useDropdown.ts';
import { dangerClass, type MenuItemPlacement } from './menuSections.tsx';

export interface MenuAction extends MenuItemPlacement {
  label: string;
  /** Runs the action here (opens a dialog, starts a call). */
  onSelect?: () => void;
  /** Leaves for this address instead (another app): the item is a real link. */
  href?: string;
  /** Busy elsewhere: greyed out, no reason needed. */
  disabled?: boolean;
  /**
   * Why the action cannot be used here (a rule's exact message). The item stays in the menu,
   * focusable, with the reason written under its label, so it reads the same on hover, on
   * keyboard focus and on touch.
   */
  disabledReason?: string;
}

/**
 * The element of an unavailable action. react-bootstrap's item writes its own `aria-disabled`
 * (unset unless `disabled`, which would also drop the item's reason from the click), so the
 * button states it last.
 */
const UnavailableActionButton = ({ ref, ...props }: ComponentPropsWithRef<'button'>) => (
  <button ref={ref} type="button" {...props} aria-disabled="true" />
);

/** One item of a menu: a button, a link to another app, or unavailable with its reason. */
export function MenuItem({ action }: { action: MenuAction }) {
  const Dropdown = useLoadedDropdown();
  const reasonId = useId();
  const { disabledReason, href } = action;
  if (disabledReason !== undefined) {
    return (
      <Dropdown.Item
        as={UnavailableActionButton}
        className="ah-action-unavailable"
        aria-describedby={reasonId}
        onClick={(event) => {
          // Selecting it does nothing: not even closing the menu, so the reason can still be read.
          event.preventDefault();
          event.stopPropagation();
        }}
      >
        <span className="d-block">{action.label}</span>
        {/* Named by its label alone; the reason is its description, read after it (hidden from
            the name, not from the description that points at it). */}
        <span
          id={reasonId}
          aria-hidden="true"
          className="d-block small ah-action-unavailable__reason"
        >
          {disabledReason}
        </span>
      </Dropdown.Item>
    );
  }
  if (href !== undefined) {
    return (
      <Dropdown.Item
        href={href}
        disabled={action.disabled}
        onClick={action.onSelect}
        className={dangerClass(action)}
      >
        {action.label}
      </Dropdown.Item>
    );
  }
  return (
    <Dropdown.Item
      as="button"
      type="button"
      disabled={action.disabled}
      onClick={action.onSelect}
      className={dangerClass(action)}
    >
      {action.label}
    </Dropdown.Item>
  );
}
