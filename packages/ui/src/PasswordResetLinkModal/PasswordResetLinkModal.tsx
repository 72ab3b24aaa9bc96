import { useId } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import InputGroup from 'react-bootstrap/InputGroup';
import Spinner from 'react-bootstrap/Spinner';
import { Copy, RotateCw } from 'lucide-react';
import { PASSWORD_RESET_LINK_VALID_DAYS } from '@admin-hub/domain';
import { InfoModal } from '../InfoModal/InfoModal.tsx';

/** Where the link request stands: it is made when the modal opens (spec §4). */
export type PasswordResetLinkState =
  { status: 'loading' } | { status: 'failed' } | { status: 'loaded'; link: string };

export interface PasswordResetLinkModalProps {
  show: boolean;
  /** Whose password the link resets. */
  userEmail: string;
  state: PasswordResetLinkState;
  /** How long the link works; spec §9 says 30 days. */
  validDays?: number;
  /** Copies the link; the caller writes the clipboard and says how it went. */
  onCopy: (link: string) => void;
  /** Asks for a link again after a failure. */
  onRetry: () => void;
  onHide: () => void;
}

/**
 * Password Reset link (spec §2, §4, §9): a spinner until the link arrives, then the link read-only
 * with its validity and a Copy button; a failure says so and offers to try again.
 */
export function PasswordResetLinkModal({
  show,
  userEmail,
  state,
  validDays = PASSWORD_RESET_LINK_VALID_DAYS,
  onCopy,
  onRetry,
  onHide,
}: PasswordResetLinkModalProps) {
  return (
    <InfoModal show={show} title="Password Reset link" onHide={onHide}>
      {state.status === 'loading' && (
        <div role="status" className="d-flex align-items-center gap-2 py-3 text-body-secondary">
          <Spinner animation="border" size="sm" aria-hidden="true" />
          <span>Creating password reset link</span>
        </div>
      )}
      {state.status === 'failed' && (
        <Alert
          variant="danger"
          className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-0"
        >
          <span>Error loading password reset link</span>
          <Button variant="outline-danger" size="sm" onClick={onRetry}>
            <RotateCw size={14} aria-hidden="true" className="me-1" />
            Try again
          </Button>
        </Alert>
      )}
      {state.status === 'loaded' && (
        <ResetLink
          link={state.link}
          userEmail={userEmail}
          validDays={validDays}
          onCopy={() => onCopy(state.link)}
        />
      )}
    </InfoModal>
  );
}

function ResetLink({
  link,
  userEmail,
  validDays,
  onCopy,
}: {
  link: string;
  userEmail: string;
  validDays: number;
  onCopy: () => void;
}) {
  const fieldId = useId();
  const validityId = useId();
  return (
    <Form.Group controlId={fieldId}>
      <Form.Label className="text-break">{`Password reset link for ${userEmail}`}</Form.Label>
      <InputGroup>
        <Form.Control
          readOnly
          value={link}
          aria-describedby={validityId}
          // Selected whole on focus and click, so it can also be copied by hand.
          onFocus={(event) => event.currentTarget.select()}
          onClick={(event) => event.currentTarget.select()}
        />
        <Button variant="primary" onClick={onCopy} className="d-inline-flex align-items-center">
          <Copy size={16} aria-hidden="true" className="me-1" />
          Copy
        </Button>
      </InputGroup>
      <Form.Text id={validityId}>
        {`This link is valid for ${validDays} ${validDays === 1 ? 'day' : 'days'}.`}
      </Form.Text>
    </Form.Group>
  );
}
