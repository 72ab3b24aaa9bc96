/** An empty list's way out when a search hides every row: one click undoes the search. */
export function ClearSearchButton({ onClear }: { onClear: () => void }) {
  return (
    <button type="button" className="btn btn-outline-primary btn-sm" onClick={onClear}>
      Clear search
    </button>
  );
}
