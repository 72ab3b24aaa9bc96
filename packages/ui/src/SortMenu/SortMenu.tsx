import { ArrowDownUp, Check } from 'lucide-react';
import { DropdownTogglePlaceholder } from '../DeferredDropdown/DropdownTogglePlaceholder.tsx';
import { useDeferredDropdown } from '../DeferredDropdown/useDeferredDropdown.ts';

export interface SortOption<K extends string = string> {
  key: K;
  label: string;
}

export interface SortMenuProps<K extends string = string> {
  /** Names the menu, e.g. 'Sort users'; shown before the current choice. */
  label: string;
  options: readonly SortOption<K>[];
  value: K;
  onChange: (key: K) => void;
  align?: 'start' | 'end';
}

/** A labelled menu of sort options with the current one marked. */
export function SortMenu<K extends string = string>({
  label,
  options,
  value,
  onChange,
  align = 'end',
}: SortMenuProps<K>) {
  const { Dropdown, openOnMount, toggleRef, requestOpen } = useDeferredDropdown();
  const current = options.find((option) => option.key === value);
  const ariaLabel = `${label}: ${current?.label ?? ''}`;
  const toggleContent = (
    <>
      <ArrowDownUp size={14} aria-hidden="true" className="me-2" />
      {current?.label ?? label}
    </>
  );
  if (!Dropdown) {
    return (
      <DropdownTogglePlaceholder
        className="ah-sort-menu"
        variant="light"
        size="sm"
        toggleClassName="ah-btn-toolbar"
        aria-label={ariaLabel}
        onOpen={requestOpen}
      >
        {toggleContent}
      </DropdownTogglePlaceholder>
    );
  }
  return (
    <Dropdown className="ah-sort-menu" align={align} defaultShow={openOnMount}>
      <Dropdown.Toggle
        ref={toggleRef}
        variant="light"
        size="sm"
        className="ah-btn-toolbar"
        aria-label={ariaLabel}
      >
        {toggleContent}
      </Dropdown.Toggle>
      <Dropdown.Menu>
        {/* Not Dropdown.Header: its role="heading" lacks the aria-level axe requires. */}
        <div className="dropdown-header">{label}</div>
        {options.map((option) => {
          const selected = option.key === value;
          return (
            <Dropdown.Item
              key={option.key}
              as="button"
              type="button"
              // The 'active' class, not the prop: the prop adds aria-selected, which a button may not have.
              aria-current={selected ? 'true' : undefined}
              onClick={() => onChange(option.key)}
              className={`d-flex align-items-center justify-content-between gap-3${selected ? ' active' : ''}`}
            >
              {option.label}
              {selected && <Check size={16} aria-hidden="true" />}
            </Dropdown.Item>
          );
        })}
      </Dropdown.Menu>
    </Dropdown>
  );
}
