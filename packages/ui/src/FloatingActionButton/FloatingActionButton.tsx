import { Plus } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import Offcanvas from 'react-bootstrap/Offcanvas';
import { DropdownTogglePlaceholder } from '../DeferredDropdown/DropdownTogglePlaceholder.tsx';
import { useDeferredDropdown } from '../DeferredDropdown/useDeferredDropdown.ts';
import { useIsMobile } from '../hooks/useIsMobile.ts';

export interface FloatingAction {
  key: string;
  label: string;
  /** Acts here (opens a dialog). */
  onSelect?: () => void;
  /** Leaves for another app instead: the action is a real link. */
  href?: string;
  icon?: ReactNode;
}

export interface FloatingActionButtonProps {
  /** Names the button and the side panel, e.g. 'Add'. */
  label: string;
  actions: readonly FloatingAction[];
}

/**
 * The page's add actions (spec §2). Below 992 px: a round button docked in the tab bar's end
 * (theme/layout/_tab-bar.scss), covering no part of the page, that opens a side panel of the
 * actions, or runs the only action directly. On desktop the same actions render inline (a
 * button, or a menu of several) so they stay reachable without a second component in every
 * screen.
 */
export function FloatingActionButton({ label, actions }: FloatingActionButtonProps) {
  const isMobile = useIsMobile();
  const [open, setOpen] = useState(false);
  const panelTitleId = useId();
  const { Dropdown, openOnMount, toggleRef, requestOpen } = useDeferredDropdown();
  const [only] = actions;

  if (!only) return null;
  const single = actions.length === 1;

  const choose = (action: FloatingAction) => {
    setOpen(false);
    action.onSelect?.();
  };

  if (!isMobile) {
    if (single) {
      const content = (
        <>
          {only.icon ?? <Plus size={16} aria-hidden="true" />}
          <span className="ms-2">{only.label}</span>
        </>
      );
      // A link into another app stays a link (react-bootstrap's Button would make it a button).
      return only.href === undefined ? (
        <Button variant="primary" className="ah-fab-inline" onClick={() => only.onSelect?.()}>
          {content}
        </Button>
      ) : (
        <a className="btn btn-primary ah-fab-inline" href={only.href}>
          {content}
        </a>
      );
    }
    const toggleContent = (
      <>
        <Plus size={16} aria-hidden="true" className="me-2" />
        {label}
      </>
    );
    if (!Dropdown) {
      return (
        <DropdownTogglePlaceholder className="ah-fab-inline" variant="primary" onOpen={requestOpen}>
          {toggleContent}
        </DropdownTogglePlaceholder>
      );
    }
    return (
      <Dropdown className="ah-fab-inline" align="end" defaultShow={openOnMount}>
        <Dropdown.Toggle ref={toggleRef} variant="primary">
          {toggleContent}
        </Dropdown.Toggle>
        <Dropdown.Menu>
          {actions.map((action) => (
            <Dropdown.Item
              key={action.key}
              {...(action.href === undefined
                ? { as: 'button' as const, type: 'button' }
                : { href: action.href })}
              onClick={() => action.onSelect?.()}
            >
              {action.label}
            </Dropdown.Item>
          ))}
        </Dropdown.Menu>
      </Dropdown>
    );
  }

  return (
    <>
      {single && only.href !== undefined ? (
        <a className="btn btn-primary ah-fab" href={only.href} aria-label={only.label}>
          {only.icon ?? <Plus size={26} aria-hidden="true" />}
        </a>
      ) : (
        <Button
          variant="primary"
          className="ah-fab"
          aria-label={single ? only.label : label}
          aria-haspopup={single ? undefined : 'dialog'}
          aria-expanded={single ? undefined : open}
          onClick={() => (single ? only.onSelect?.() : setOpen(true))}
        >
          {(single && only.icon) || <Plus size={26} aria-hidden="true" />}
        </Button>
      )}
      {!single && (
        <Offcanvas
          show={open}
          onHide={() => setOpen(false)}
          placement="end"
          aria-labelledby={panelTitleId}
          className="ah-fab-panel"
        >
          <Offcanvas.Header closeButton closeLabel="Close">
            <Offcanvas.Title id={panelTitleId} as="h2" className="h5">
              {label}
            </Offcanvas.Title>
          </Offcanvas.Header>
          <Offcanvas.Body className="p-0">
            <div className="list-group list-group-flush">
              {actions.map((action) => {
                const content = (
                  <>
                    <span className="ah-fab-panel__icon" aria-hidden="true">
                      {action.icon ?? <Plus size={18} />}
                    </span>
                    {action.label}
                  </>
                );
                const className =
                  'list-group-item list-group-item-action d-flex align-items-center gap-3';
                return action.href === undefined ? (
                  <button
                    key={action.key}
                    type="button"
                    className={className}
                    onClick={() => choose(action)}
                  >
                    {content}
                  </button>
                ) : (
                  <a
                    key={action.key}
                    href={action.href}
                    className={className}
                    onClick={() => choose(action)}
                  >
                    {content}
                  </a>
                );
              })}
            </div>
          </Offcanvas.Body>
        </Offcanvas>
      )}
    </>
  );
}
