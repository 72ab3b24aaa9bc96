import { useId } from 'react';
import Button from 'react-bootstrap/Button';
import ListGroup from 'react-bootstrap/ListGroup';
import { Trash2 } from 'lucide-react';
import type { MfaDevice } from '@admin-hub/domain/entities';
import { EmptyState } from '../EmptyState/EmptyState.tsx';
import { MfaStatusBadge } from '../MfaStatusBadge/MfaStatusBadge.tsx';
import { formatEnrolledAt } from './formatEnrolledAt.ts';
import { mfaMethodLabel } from './mfaMethodLabel.ts';

export interface MfaDeviceListProps {
  devices: readonly MfaDevice[];
  userEmail: string;
  /** Asks to delete one device (the modal confirms first). */
  onDelete: (device: MfaDevice) => void;
}

/** A user's MFA devices, each with its Delete button; 'No MFA devices found' when there are none. */
export function MfaDeviceList({ devices, userEmail, onDelete }: MfaDeviceListProps) {
  if (devices.length === 0) {
    return (
      // Focusable so that deleting the last device can leave focus on this message.
      <div tabIndex={-1} data-empty="">
        <EmptyState
          title="No MFA devices found"
          description="A device appears here once the user sets one up when signing in."
        />
      </div>
    );
  }
  return (
    <ListGroup as="ul" aria-label={`MFA devices of ${userEmail}`}>
      {devices.map((device) => (
        <DeviceItem key={device.id} device={device} onDelete={() => onDelete(device)} />
      ))}
    </ListGroup>
  );
}

function DeviceItem({ device, onDelete }: { device: MfaDevice; onDelete: () => void }) {
  const enrolledId = useId();
  const method = mfaMethodLabel(device.auth_method);
  return (
    <ListGroup.Item as="li" className="d-flex align-items-center gap-3">
      <div className="flex-grow-1" style={{ minWidth: 0 }}>
        <div className="d-flex flex-wrap align-items-center gap-2">
          <span className="fw-semibold">{method}</span>
          <MfaStatusBadge status={device.status} />
        </div>
        <div id={enrolledId} className="small text-body-secondary">
          Enrolled <time dateTime={device.enrolled_at}>{formatEnrolledAt(device.enrolled_at)}</time>
        </div>
      </div>
      <Button
        variant="outline-danger"
        size="sm"
        className="d-inline-flex align-items-center flex-shrink-0"
        aria-label={`Delete ${method}`}
        aria-describedby={enrolledId}
        data-device-id={device.id}
        onClick={onDelete}
      >
        <Trash2 size={14} aria-hidden="true" className="me-1" />
        Delete
      </Button>
    </ListGroup.Item>
  );
}
