import { useEffect, useRef, useState } from 'react';
import type { MfaDevice } from '@admin-hub/domain/entities';
import type { ConfirmOutcome } from '../ConfirmDialog/ConfirmDialog.tsx';
import { useBusy } from '../hooks/useBusy.ts';
import { LoadableContent } from '../LoadableContent/LoadableContent.tsx';
import type { Loadable } from '../LoadableContent/Loadable.ts';
import { ModalFrame } from '../ModalFrame/ModalFrame.tsx';
import { MfaDeviceList } from './MfaDeviceList.tsx';
import { mfaMethodLabel } from './mfaMethodLabel.ts';

export interface MfaDevicesModalProps {
  show: boolean;
  /** Whose devices these are. */
  userEmail: string;
  /** The user's devices; a failure's toast says why, the modal offers Retry. */
  devices: Loadable<readonly MfaDevice[]>;
  onHide: () => void;
  /**
   * Deletes one device once the person confirmed it; resolves ok when it is gone, or a failure
   * with its words (the confirmation then stays open for another try, saying them).
   */
  onDeleteDevice: (device: MfaDevice) => Promise<ConfirmOutcome>;
}

/** Where keyboard focus goes once the list is back: the device's own button, or a position. */
type FocusTarget = { deviceId: string } | { index: number };

/**
 * MFA Devices (spec §2, §3): the user's devices with method, status badge and enrolment date;
 * devices can only be removed. Deleting one asks 'Confirm Delete Device' in place of the list,
 * inside the same dialog: one focus trap; focus moves to its Cancel (the frame's start of a new
 * step, the question read out as the dialog's description), then back to the device's row
 * (Cancel) or to its neighbour (deleted), never to the page behind.
 */
export function MfaDevicesModal({
  show,
  userEmail,
  devices,
  onHide,
  onDeleteDevice,
}: MfaDevicesModalProps) {
  const [confirming, setConfirming] = useState<MfaDevice | null>(null);
  const [failure, setFailure] = useState<string>();
  const { busy, run } = useBusy();
  // Gone as soon as the delete succeeds, before the refreshed list arrives.
  const [removed, setRemoved] = useState<ReadonlySet<string>>(() => new Set());
  const focusAfter = useRef<FocusTarget | null>(null);
  const listRef = useRef<HTMLDivElement>(null);

  const shown: Loadable<readonly MfaDevice[]> =
    devices.status === 'loaded'
      ? { ...devices, data: devices.data.filter((device) => !removed.has(device.id)) }
      : devices;

  useEffect(() => {
    const target = focusAfter.current;
    if (confirming || target === null || !listRef.current) return;
    focusAfter.current = null;
    const buttons = [...listRef.current.querySelectorAll<HTMLElement>('[data-device-id]')];
    const button =
      'deviceId' in target
        ? buttons.find((candidate) => candidate.dataset.deviceId === target.deviceId)
        : buttons[Math.min(target.index, buttons.length - 1)];
    // No device left: the empty message takes focus, so it is read out.
    (button ?? listRef.current.querySelector<HTMLElement>('[data-empty]'))?.focus();
  });

  const cancel = () => {
    if (busy || !confirming) return;
    focusAfter.current = { deviceId: confirming.id };
    setConfirming(null);
    setFailure(undefined);
  };

  // A failed delete keeps the question, says why beside Confirm, and focus goes back to Confirm.
  const confirm = (device: MfaDevice) =>
    run(async () => {
      const index =
        shown.status === 'loaded' ? shown.data.findIndex(({ id }) => id === device.id) : 0;
      setFailure(undefined);
      const outcome = await onDeleteDevice(device);
      if (!outcome.ok) {
        setFailure(outcome.error);
        return;
      }
      setRemoved((ids) => new Set(ids).add(device.id));
      focusAfter.current = { index };
      setConfirming(null);
    });

  // One frame for both steps, so the question lives inside the same dialog and focus trap.
  if (confirming) {
    return (
      <ModalFrame
        show={show}
        title="Confirm Delete Device"
        // Escape and the close button leave the question, not the whole dialog.
        onHide={cancel}
        busy={busy}
        error={failure}
        action={{ label: 'Confirm', variant: 'danger', onClick: () => void confirm(confirming) }}
      >
        <p className="mb-0">
          {`Are you sure you want to delete the MFA device ${mfaMethodLabel(confirming.auth_method)}?`}
        </p>
      </ModalFrame>
    );
  }

  return (
    <ModalFrame show={show} title="MFA Devices" onHide={onHide} dismissLabel="Close">
      <p className="text-body-secondary small text-break">{`Devices enrolled by ${userEmail}`}</p>
      <div ref={listRef}>
        <LoadableContent
          load={shown}
          placement="dialog"
          loadingLabel="Loading MFA devices"
          failedMessage="Error loading MFA devices"
        >
          {(visible) => (
            <MfaDeviceList devices={visible} userEmail={userEmail} onDelete={setConfirming} />
          )}
        </LoadableContent>
      </div>
    </ModalFrame>
  );
}
