import { useId } from 'react';
import Form from 'react-bootstrap/Form';
import { X } from 'lucide-react';
import { ACTIVITY_KINDS, isActivityKind, type ActivityFilters } from '@admin-hub/domain/activity';

/** A filter set elsewhere (an entry's actor, user or company), shown so it can be taken off. */
export interface ActivityFilterChip {
  key: string;
  /** e.g. 'By admin@acme.example'. */
  label: string;
  onRemove: () => void;
}

export interface ActivityFilterBarProps {
  filters: ActivityFilters;
  /** The filters as changed; the caller goes back to page one. */
  onChange: (filters: ActivityFilters) => void;
  chips?: readonly ActivityFilterChip[];
}

const KIND_OPTIONS = Object.entries(ACTIVITY_KINDS);

/**
 * The kind of change and the period (inclusive days), then the chips of the filters an entry set.
 * A select, not a Filter Group: seventeen kinds as chips would fill a phone's screen.
 */
export function ActivityFilterBar({ filters, onChange, chips = [] }: ActivityFilterBarProps) {
  const id = useId();
  const set = (patch: Partial<ActivityFilters>) => {
    const next: ActivityFilters = { ...filters, ...patch };
    delete next.page;
    for (const key of Object.keys(patch) as (keyof ActivityFilters)[])
      if (next[key] === undefined || next[key] === '') delete next[key];
    onChange(next);
  };
  return (
    <div className="mb-2">
      <div className="d-flex flex-wrap align-items-end gap-2">
        <Form.Group
          controlId={`${id}-kind`}
          className="flex-grow-1"
          style={{ minWidth: '12rem', maxWidth: '22rem' }}
        >
          <Form.Label className="small mb-1">Kind of change</Form.Label>
          <Form.Select
            size="sm"
            value={filters.kind ?? ''}
            onChange={(event) => {
              const { value } = event.currentTarget;
              set({ kind: isActivityKind(value) ? value : undefined });
            }}
          >
            <option value="">All kinds</option>
            {KIND_OPTIONS.map(([kind, label]) => (
              <option key={kind} value={kind}>
                {label}
              </option>
            ))}
          </Form.Select>
        </Form.Group>
        <Form.Group controlId={`${id}-from`}>
          <Form.Label className="small mb-1">From</Form.Label>
          <Form.Control
            size="sm"
            type="date"
            value={filters.from ?? ''}
            max={filters.to}
            onChange={(event) => set({ from: event.currentTarget.value || undefined })}
          />
        </Form.Group>
        <Form.Group controlId={`${id}-to`}>
          <Form.Label className="small mb-1">To</Form.Label>
          <Form.Control
            size="sm"
            type="date"
            value={filters.to ?? ''}
            min={filters.from}
            onChange={(event) => set({ to: event.currentTarget.value || undefined })}
          />
        </Form.Group>
      </div>
      {chips.length > 0 && (
        <ul className="list-unstyled d-flex flex-wrap gap-2 mt-2 mb-0" aria-label="Other filters">
          {chips.map((chip) => (
            <li key={chip.key}>
              <button
                type="button"
                className="btn btn-light btn-sm ah-btn-toolbar d-inline-flex align-items-center gap-1"
                aria-label={`Remove filter: ${chip.label}`}
                onClick={chip.onRemove}
              >
                {chip.label}
                <X size={14} aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
