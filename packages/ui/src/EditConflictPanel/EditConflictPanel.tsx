import { useEffect, useId, useRef } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';

/** Which value a field someone else changed is saved with. */
export type ConflictChoice = 'mine' | 'theirs';

/** A field someone else changed since the form opened, in the words the form shows it. */
export interface EditConflictRow {
  field: string;
  /** The form's own label ('Last name'). */
  label: string;
  /** Their value as the person reads it; '' when they cleared it. */
  theirsText: string;
  /** The person's value as the person reads it. */
  mineText: string;
  /** The person changed it too: no default, they choose. */
  conflict: boolean;
}

export interface EditConflictPanelProps {
  rows: readonly EditConflictRow[];
  choices: Readonly<Partial<Record<string, ConflictChoice>>>;
  onChoose: (field: string, choice: ConflictChoice) => void;
  /**
   * Saves refused while a field both changed had no choice yet: said on that field, and each
   * refusal takes focus to its first choice.
   */
  refusedSaves: number;
}

/** 'Last name: changed to "Dubois-Martin" by someone else since you opened this' (issue 36). */
const changedElsewhereText = ({ label, theirsText }: EditConflictRow): string =>
  theirsText === ''
    ? `${label}: cleared by someone else since you opened this`
    : `${label}: changed to "${theirsText}" by someone else since you opened this`;

const quoted = (text: string) => (text === '' ? '(empty)' : `"${text}"`);

/**
 * Not in the spec (issue 36): an edit that met someone else's change of the same record, shown
 * above the form's fields instead of saving. Each changed field says what it became and offers
 * their value or the person's; a field only they changed starts on theirs, a field both changed
 * starts on neither, so the person settles it. Focus goes to the first choice when it appears
 * (its owner mounts it anew for each compare), a control a keyboard user can act on at once.
 */
export function EditConflictPanel({
  rows,
  choices,
  onChoose,
  refusedSaves,
}: EditConflictPanelProps) {
  const id = useId();
  const panel = useRef<HTMLElement>(null);
  useEffect(() => {
    panel.current?.querySelector<HTMLInputElement>('input[type="radio"]')?.focus();
  }, []);
  useEffect(() => {
    if (refusedSaves > 0)
      panel.current?.querySelector<HTMLInputElement>('input.is-invalid')?.focus();
  }, [refusedSaves]);
  const chooseAll = (choice: ConflictChoice) => rows.forEach((row) => onChoose(row.field, choice));

  return (
    <section
      ref={panel}
      className="ah-edit-conflict border border-warning-subtle bg-warning-subtle rounded p-3 mb-3"
      aria-labelledby={`${id}-heading`}
    >
      <h3 id={`${id}-heading`} className="h6 mb-1">
        Changed by someone else
      </h3>
      <p className="small mb-2">Nothing was saved. Choose what to keep, then Save.</p>
      {rows.map((row) => {
        const choice = choices[row.field];
        const unsettled = refusedSaves > 0 && choice === undefined;
        const name = `${id}-${row.field}`;
        return (
          <fieldset
            key={row.field}
            className="mb-2"
            aria-describedby={unsettled ? `${name}-unsettled` : undefined}
          >
            <legend className="fs-6 fw-semibold mb-1">{changedElsewhereText(row)}</legend>
            <Form.Check
              type="radio"
              id={`${name}-theirs`}
              name={name}
              label={`Take theirs: ${quoted(row.theirsText)}`}
              checked={choice === 'theirs'}
              isInvalid={unsettled}
              onChange={() => onChoose(row.field, 'theirs')}
            />
            <Form.Check
              type="radio"
              id={`${name}-mine`}
              name={name}
              label={`Keep mine: ${quoted(row.mineText)}`}
              checked={choice === 'mine'}
              isInvalid={unsettled}
              onChange={() => onChoose(row.field, 'mine')}
            />
            {unsettled && (
              <div id={`${name}-unsettled`} className="invalid-feedback d-block">
                Choose which value to keep.
              </div>
            )}
          </fieldset>
        );
      })}
      {rows.length > 1 && (
        <div className="d-flex gap-2">
          <Button size="sm" variant="outline-secondary" onClick={() => chooseAll('mine')}>
            Keep all mine
          </Button>
          <Button size="sm" variant="outline-secondary" onClick={() => chooseAll('theirs')}>
            Take all theirs
          </Button>
        </div>
      )}
    </section>
  );
}
