import type { ReactNode } from 'react';
import Form from 'react-bootstrap/Form';
import { FieldFeedback } from './FieldFeedback.tsx';
import { describedBy, useFieldControl } from './useFieldControl.ts';

export interface TextFieldProps {
  name: string;
  label: string;
  type?: 'text' | 'email' | 'number';
  autoComplete?: string;
  placeholder?: string;
  /** Help text under the control. */
  help?: ReactNode;
  /** For number inputs. */
  min?: number;
  step?: number;
  readOnly?: boolean;
  /** A text area of this many lines, for text of many lines (a list of addresses). */
  rows?: number;
}

/** A labelled input bound to Formik, with its error inline and announced with the control. */
export function TextField({
  name,
  label,
  type = 'text',
  help,
  readOnly,
  rows,
  ...input
}: TextFieldProps) {
  const { field, id, error, errorId, helpId, isSubmitting } = useFieldControl<string | number>(
    name,
  );
  return (
    <Form.Group className="mb-3" controlId={id}>
      <Form.Label>{label}</Form.Label>
      <Form.Control
        {...field}
        {...input}
        value={field.value ?? ''}
        {...(rows === undefined ? { type } : { as: 'textarea' as const, rows })}
        // A number field's text stays as typed: the schema decides what is a valid number.
        inputMode={type === 'number' ? 'numeric' : undefined}
        readOnly={readOnly || isSubmitting}
        isInvalid={error !== undefined}
        aria-invalid={error !== undefined}
        aria-describedby={describedBy(error && errorId, help !== undefined && helpId)}
      />
      <FieldFeedback error={error} errorId={errorId} help={help} helpId={helpId} />
    </Form.Group>
  );
}
