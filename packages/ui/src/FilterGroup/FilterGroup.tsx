import { useId, useImperativeHandle, useRef, type Ref } from 'react';
import ToggleButton from 'react-bootstrap/ToggleButton';
import { formatCount } from '@admin-hub/domain/formatCount';

export interface FilterOption<K extends string = string> {
  value: K;
  label: string;
  /** How many rows choosing it would show; omitted while unknown. */
  count?: number;
}

export interface FilterGroupHandle {
  /** Focuses the chosen option: where a keyboard user continues after a reset. */
  focus: () => void;
}

export interface FilterGroupProps<K extends string = string> {
  /** Names the group, shown before its options, e.g. 'Role'. */
  label: string;
  options: readonly FilterOption<K>[];
  value: K;
  onChange: (value: K) => void;
  ref?: Ref<FilterGroupHandle>;
}

/**
 * One filter of a list as a row of toggle buttons that are radio buttons underneath: a labelled
 * radiogroup, one Tab stop, the arrow keys move the choice (the browser's own radio behaviour).
 * The options wrap on a narrow screen.
 */
export function FilterGroup<K extends string = string>({
  label,
  options,
  value,
  onChange,
  ref,
}: FilterGroupProps<K>) {
  const id = useId();
  const group = useRef<HTMLDivElement>(null);
  useImperativeHandle(
    ref,
    () => ({
      focus: () => group.current?.querySelector<HTMLInputElement>('input:checked')?.focus(),
    }),
    [],
  );
  return (
    <div ref={group} className="ah-filter-group" role="radiogroup" aria-labelledby={`${id}-label`}>
      <span id={`${id}-label`} className="ah-filter-group__label">
        {label}
      </span>
      {options.map((option) => (
        <ToggleButton
          key={option.value}
          id={`${id}-${option.value}`}
          type="radio"
          name={id}
          value={option.value}
          checked={option.value === value}
          onChange={() => onChange(option.value)}
          variant="light"
          size="sm"
          className="ah-btn-toolbar ah-filter-group__option"
        >
          {option.label}
          {option.count !== undefined && (
            // A flex item drops its leading space on screen: the margin shows it, the space names it.
            <span className="ah-filter-group__count ms-1"> ({formatCount(option.count)})</span>
          )}
        </ToggleButton>
      ))}
    </div>
  );
}
