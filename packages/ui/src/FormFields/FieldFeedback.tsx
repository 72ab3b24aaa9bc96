import type { ReactNode } from 'react';
import Form from 'react-bootstrap/Form';

export interface FieldFeedbackProps {
  /** The rule's message once the field is touched; its id is what the control is described by. */
  error?: string;
  errorId: string;
  help?: ReactNode;
  helpId: string;
}

/** A control's inline error and help text, under it, with the ids its `aria-describedby` names. */
export function FieldFeedback({ error, errorId, help, helpId }: FieldFeedbackProps) {
  return (
    <>
      {error && (
        <Form.Control.Feedback type="invalid" id={errorId}>
          {error}
        </Form.Control.Feedback>
      )}
      {help !== undefined && (
        <Form.Text id={helpId} className="d-block">
          {help}
        </Form.Text>
      )}
    </>
  );
}
