import { MFA_DEVICE_CONFIRMED } from '@admin-hub/domain/entities';
import Badge from 'react-bootstrap/Badge';

export interface MfaStatusBadgeProps {
  /** The provider's device status: 'confirmed', or anything else. */
  status: string;
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** An MFA device's status: success when confirmed, a warning with the status text otherwise. */
export function MfaStatusBadge({ status }: MfaStatusBadgeProps) {
  const confirmed = status === MFA_DEVICE_CONFIRMED;
  const tone = confirmed ? 'success' : 'warning';
  return (
    <Badge bg="" className={`ah-badge bg-${tone}-subtle text-${tone}-emphasis`}>
      {confirmed ? 'Confirmed' : capitalise(status)}
    </Badge>
  );
}
