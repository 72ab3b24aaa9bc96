import { useId } from 'react';

export interface SelectAllCheckboxProps {
  /** e.g. 'Select all users on this page'. */
  label: string;
  /** How many of the rows it stands for are ticked. */
  selectedCount: number;
  rowCount: number;
  /** Ticks every row (true) or none (false). */
  onChange: (selected: boolean) => void;
  /** The label is for screen readers only (the selection's bar says the count in its place). */
  hideLabel?: boolean;
  /**
   * Why the box cannot be used yet (e.g. the rows it stands for are still loading): it is then
   * disabled, and the reason is said beside it and read with it, so 'all' never means 'the
   * ones so far'.
   */
  unavailableReason?: string;
}

/**
 * Ticks or unticks every row at once: ticked when all are, indeterminate (read as 'mixed') when
 * some are, so the one box says the state of the rows it stands for.
 */
export function SelectAllCheckbox({
  label,
  selectedCount,
  rowCount,
  onChange,
  hideLabel = false,
  unavailableReason,
}: SelectAllCheckboxProps) {
  const all = rowCount > 0 && selectedCount >= rowCount;
  const reasonId = useId();
  // The reason stands beside the label, not in it: the box's name stays its label.
  return (
    <>
      <label className="d-flex align-items-center gap-2 small">
        <input
          // `indeterminate` is a property only: no attribute or prop sets it.
          ref={(box) => {
            if (box) box.indeterminate = selectedCount > 0 && !all;
          }}
          type="checkbox"
          className="form-check-input m-0"
          checked={all}
          disabled={unavailableReason !== undefined}
          aria-describedby={unavailableReason === undefined ? undefined : reasonId}
          onChange={() => onChange(!all)}
        />
        <span className={hideLabel ? 'visually-hidden' : undefined}>{label}</span>
      </label>
      {unavailableReason !== undefined && (
        <span id={reasonId} className="small text-body-secondary">
          {unavailableReason}
        </span>
      )}
    </>
  );
}
