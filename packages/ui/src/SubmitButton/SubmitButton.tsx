import type { ReactNode } from 'react';
import Button, { type ButtonProps } from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';

export type SubmitButtonProps = Omit<ButtonProps, 'children'> & {
  submitting: boolean;
  children: ReactNode;
};

/** A button that shows a spinner and refuses clicks while its action runs, so nothing submits twice. */
export function SubmitButton({
  submitting,
  children,
  disabled,
  variant = 'primary',
  type = 'submit',
  ...buttonProps
}: SubmitButtonProps) {
  return (
    <Button
      {...buttonProps}
      variant={variant}
      type={type}
      disabled={disabled === true || submitting}
      aria-busy={submitting}
      className={['ah-submit-button', buttonProps.className].filter(Boolean).join(' ')}
    >
      {submitting && (
        <Spinner as="span" animation="border" size="sm" aria-hidden="true" className="me-2" />
      )}
      {children}
    </Button>
  );
}
