export interface ExportButtonProps {
  onClick: () => void;
  /** Nothing to export yet (the list loads or is empty). */
  disabled?: boolean;
  /**
   * An export runs: the button refuses another but keeps the focus it was pressed with, so a
   * keyboard user stays where the export started (a disabled button would drop it to the page).
   */
  busy?: boolean;
}

/** 'Export CSV' beside a list's heading: exports what the list shows, every page of it. */
export function ExportButton({ onClick, disabled = false, busy = false }: ExportButtonProps) {
  // A plain button with Bootstrap's classes: react-bootstrap's would cost the list's first load
  // a chunk of its own.
  return (
    <button
      type="button"
      className={`btn btn-outline-primary${busy ? ' disabled' : ''}`}
      onClick={busy ? undefined : onClick}
      disabled={disabled}
      aria-disabled={busy || undefined}
    >
      Export CSV
    </button>
  );
}
