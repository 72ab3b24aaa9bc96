import { useId } from 'react';
import { formatCount } from '@admin-hub/domain/formatCount';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import InputGroup from 'react-bootstrap/InputGroup';
import { Copy } from 'lucide-react';
import { PASSWORD_RESET_LINK_VALID_DAYS } from '@admin-hub/domain/constants';
import { InfoModal } from '../InfoModal/InfoModal.tsx';
import { LoadableContent } from '../LoadableContent/LoadableContent.tsx';
import type { Loadable } from '../LoadableContent/Loadable.ts';

export interface PasswordResetLinkModalProps {
  show: boolean;
  /** Whose password the link resets. */
  userEmail: string;
  /** The link, requested when the modal opens (spec §4); Retry asks for one again. */
  link: Loadable<string>;
  /** How long the link works; spec §9 says 30 days. */
  validDays?: number;
  /** Copies the link; the caller writes the clipboard and says how it went. */
  onCopy: (link: string) => void;
  onHide: () => void;
}

/**
 * Password Reset link (spec §2, §4, §9): a spinner until the link arrives, then the link read-only
 * with its validity and a Copy button; a failure says so and offers to try again.
 */
export function PasswordResetLinkModal({
  show,
  userEmail,
  link,
  validDays = PASSWORD_RESET_LINK_VALID_DAYS,
  onCopy,
  onHide,
}: PasswordResetLinkModalProps) {
  return (
    <InfoModal show={show} title="Password Reset link" onHide={onHide}>
      <LoadableContent
        load={link}
        placement="dialog"
        loadingLabel="Creating password reset link"
        failedMessage="Error loading password reset link"
      >
        {(loaded) => (
          <ResetLink
            link={loaded}
            userEmail={userEmail}
            validDays={validDays}
            onCopy={() => onCopy(loaded)}
          />
        )}
      </LoadableContent>
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
        {`This link is valid for ${formatCount(validDays)} ${validDays === 1 ? 'day' : 'days'}.`}
      </Form.Text>
    </Form.Group>
  );
}
