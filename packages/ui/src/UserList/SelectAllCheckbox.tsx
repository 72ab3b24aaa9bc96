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
}: SelectAllCheckboxProps) {
  const all = rowCount > 0 && selectedCount >= rowCount;
  return (
    <label className="d-flex align-items-center gap-2 small">
      <input
        // `indeterminate` is a property only: no attribute or prop sets it.
        ref={(box) => {
          if (box) box.indeterminate = selectedCount > 0 && !all;
        }}
        type="checkbox"
        className="form-check-input m-0"
        checked={all}
        onChange={() => onChange(!all)}
      />
      <span className={hideLabel ? 'visually-hidden' : undefined}>{label}</span>
    </label>
  );
}
