import type { ReactNode } from 'react';
import Form from 'react-bootstrap/Form';
import { FieldFeedback } from './FieldFeedback.tsx';
import { describedBy, useFieldControl } from './useFieldControl.ts';

export interface SelectOption {
  value: string | number;
  label: string;
}

export interface SelectFieldProps {
  name: string;
  label: string;
  options: readonly SelectOption[];
  /** A first, empty choice ('' as value), e.g. 'None' or 'Choose a user'. */
  emptyOption?: string;
  help?: ReactNode;
}

/**
 * A labelled select bound to Formik. Values travel as strings in the DOM: a numeric option is
 * handed back as the number it was given, so the schema sees the type the server expects.
 */
export function SelectField({ name, label, options, emptyOption, help }: SelectFieldProps) {
  const { field, helpers, id, error, errorId, helpId, isSubmitting } = useFieldControl<
    string | number | null
  >(name);
  return (
    <Form.Group className="mb-3" controlId={id}>
      <Form.Label>{label}</Form.Label>
      <Form.Select
        name={field.name}
        value={field.value === null || field.value === undefined ? '' : String(field.value)}
        onBlur={field.onBlur}
        onChange={(event) => {
          const chosen = options.find((option) => String(option.value) === event.target.value);
          // A choice is a finished answer: its rule speaks now (e.g. demoting the last admin),
          // not only after the select loses focus.
          void helpers.setTouched(true, false);
          void helpers.setValue(chosen === undefined ? '' : chosen.value);
        }}
        disabled={isSubmitting}
        isInvalid={error !== undefined}
        aria-invalid={error !== undefined}
        aria-describedby={describedBy(error && errorId, help !== undefined && helpId)}
      >
        {emptyOption !== undefined && <option value="">{emptyOption}</option>}
        {options.map((option) => (
          <option key={option.value} value={String(option.value)}>
            {option.label}
          </option>
        ))}
      </Form.Select>
      <FieldFeedback error={error} errorId={errorId} help={help} helpId={helpId} />
    </Form.Group>
  );
}
