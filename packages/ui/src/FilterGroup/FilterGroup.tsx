import { Fragment, useId, useImperativeHandle, useRef, type Ref } from 'react';
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
 * One filter of a list as a row of chips that are radio buttons underneath, the WAI-ARIA radio
 * group pattern by the browser's own radios: a labelled radiogroup, one Tab stop (the chosen
 * chip), the arrow keys move the choice, Space chooses the focused chip. The options wrap on a
 * narrow screen. Not react-bootstrap's ToggleButton: it makes each chip's label a Tab stop of
 * its own that no key acts on.
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
        <Fragment key={option.value}>
          <input
            className="btn-check"
            autoComplete="off"
            id={`${id}-${option.value}`}
            type="radio"
            name={id}
            value={option.value}
            checked={option.value === value}
            onChange={() => onChange(option.value)}
          />
          <label
            htmlFor={`${id}-${option.value}`}
            className="ah-btn-toolbar ah-filter-group__option btn btn-light btn-sm"
          >
            {option.label}
            {option.count !== undefined && (
              // A flex item drops its leading space on screen: the margin shows it, the space names it.
              <span className="ah-filter-group__count ms-1"> ({formatCount(option.count)})</span>
            )}
          </label>
        </Fragment>
      ))}
    </div>
  );
}
