import type { ReactNode } from 'react';
import Form from 'react-bootstrap/Form';
import { describedBy, useFieldControl } from './useFieldControl.ts';

export interface CheckboxFieldProps {
  name: string;
  label: string;
  help?: ReactNode;
}

/** A boolean field bound to Formik. */
export function CheckboxField({ name, label, help }: CheckboxFieldProps) {
  const { field, id, error, errorId, helpId, isSubmitting } = useFieldControl<boolean>({
    name,
    type: 'checkbox',
  });
  return (
    <Form.Group className="mb-3">
      <Form.Check
        name={field.name}
        checked={field.checked ?? false}
        onChange={field.onChange}
        onBlur={field.onBlur}
        id={id}
        type="checkbox"
        label={label}
        disabled={isSubmitting}
        isInvalid={error !== undefined}
        aria-invalid={error !== undefined}
        aria-describedby={describedBy(error && errorId, help !== undefined && helpId)}
      />
      {error && (
        <div className="invalid-feedback d-block" id={errorId}>
          {error}
        </div>
      )}
      {help !== undefined && (
        <Form.Text id={helpId} className="d-block">
          {help}
        </Form.Text>
      )}
    </Form.Group>
  );
}
