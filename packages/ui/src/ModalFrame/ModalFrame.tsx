import { useId, type FormEvent, type ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import { useModalLayer } from '../hooks/useModalLayer.ts';
import { SubmitButton } from '../SubmitButton/SubmitButton.tsx';
import { useFocusBackAfterSubmit } from '../SubmitButton/useFocusBackAfterSubmit.ts';
import { FailureLine } from './FailureLine.tsx';
import { useInitialFocus } from './useInitialFocus.ts';
import { useTallDialog } from './useTallDialog.ts';

/** The footer's button that does the dialog's work, after the one that dismisses it. */
export interface ModalFrameAction {
  label: string;
  variant?: 'primary' | 'danger';
  disabled?: boolean;
  /** Absent in a form: the button then submits it. */
  onClick?: () => void;
}

export interface ModalFrameProps {
  show: boolean;
  title: string;
  /** The dismiss button, the close button, Esc or a backdrop click; never called while busy. */
  onHide: () => void;
  /** Its call runs (`useBusy`): nothing dismisses it, and the action shows a spinner. */
  busy?: boolean;
  /** The dismiss button's label: 'Cancel' beside an action, 'Close' when it only shows something. */
  dismissLabel?: string;
  action?: ModalFrameAction;
  /** Makes header, body and footer one form, sent by the action or Enter. */
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void;
  /**
   * The body is the dialog's description, read out with its name: a question's. Default: when it
   * is not a form (a form's fields speak for themselves). A form's own question step (Discard
   * changes?) sets it.
   */
  describedByBody?: boolean;
  size?: 'sm' | 'lg';
  /** Why the last try failed (the error toast's words), shown above the buttons, announced. */
  error?: string;
  /**
   * What the action will do, at the footer's start ('1 user ready, 2 with a problem'): beside
   * the button it is about, in view however far the body scrolls, and announced as it changes.
   */
  status?: string;
  children: ReactNode;
}

/**
 * The frame every dialog of the hub shares (spec §4): a titled header, the body, and a footer with
 * a dismiss button and at most one action. While busy it cannot be dismissed, and when the call
 * fails focus returns to the action so a keyboard user can try again. Focus starts on a form's
 * first field, else on the dismiss button (`useInitialFocus`). It fits the window (issue 37): the
 * body scrolls between a header and a footer that stay, and on a phone a dialog taller than the
 * screen takes all of it (`useTallDialog`).
 */
export function ModalFrame({
  show,
  title,
  onHide,
  busy = false,
  dismissLabel = 'Cancel',
  action,
  onSubmit,
  describedByBody = !onSubmit,
  size,
  error,
  status,
  children,
}: ModalFrameProps) {
  const titleId = useId();
  const bodyId = useId();
  const footer = useFocusBackAfterSubmit(busy);
  const layer = useModalLayer(show);
  const { body, dismiss, onEntered, onExit } = useInitialFocus({
    form: Boolean(onSubmit),
    step: title,
  });
  const tall = useTallDialog(body, show);
  const hide = () => {
    if (!busy) onHide();
  };

  const content = (
    <>
      <Modal.Header closeButton={!busy} closeLabel="Close">
        <Modal.Title id={titleId} as="h2" className="h5">
          {title}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body ref={body} id={bodyId}>
        {children}
      </Modal.Body>
      <Modal.Footer ref={footer}>
        {error ? <FailureLine>{error}</FailureLine> : null}
        {status !== undefined && (
          <p className="ah-modal-status me-auto mb-0 small text-body-secondary" aria-live="polite">
            {status}
          </p>
        )}
        <Button ref={dismiss} variant="outline-secondary" onClick={hide} disabled={busy}>
          {dismissLabel}
        </Button>
        {action && (
          <SubmitButton
            type={action.onClick ? 'button' : 'submit'}
            variant={action.variant}
            submitting={busy}
            disabled={action.disabled}
            onClick={action.onClick}
          >
            {action.label}
          </SubmitButton>
        )}
      </Modal.Footer>
    </>
  );

  return (
    <Modal
      show={show}
      onHide={hide}
      backdrop={busy ? 'static' : true}
      keyboard={!busy}
      size={size}
      centered
      // The body is the one region that scrolls: header and footer (its action) stay in view.
      scrollable
      dialogClassName={tall ? 'ah-modal-tall' : undefined}
      className={layer}
      backdropClassName={layer}
      aria-labelledby={titleId}
      aria-describedby={describedByBody ? bodyId : undefined}
      onEntered={onEntered}
      onExit={onExit}
    >
      {onSubmit ? (
        <form onSubmit={onSubmit} noValidate aria-labelledby={titleId} aria-busy={busy}>
          {content}
        </form>
      ) : (
        content
      )}
    </Modal>
  );
}
