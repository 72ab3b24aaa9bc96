import { MfaDevicesModal } from '@admin-hub/ui/MfaDevicesModal';
import { useDeleteMfaDeviceMutation, useGetMfaDevicesQuery } from '../../api/index.ts';
import { useQueryView } from '../../queryViews/useQueryView.ts';
import { useFailureText } from '../../notifications/useFailureText.ts';
import { confirmOutcome } from '../dialogs/confirmOutcome.ts';
import { settle } from '../dialogs/settle.ts';
import type { UserDialogProps } from './UserActionDialog.tsx';

/**
 * MFA Devices (spec §2): the user's devices, each deletable once confirmed. A delete's toast
 * comes from the listener (a failure's words also stay in the confirmation); the list is refreshed by the endpoint's cache tag.
 */
export function MfaDevicesDialog({ user, onClose }: UserDialogProps) {
  const devices = useQueryView(useGetMfaDevicesQuery(user.id));
  const [deleteMfaDevice] = useDeleteMfaDeviceMutation();
  const failureText = useFailureText('deleteMfaDevice');
  return (
    <MfaDevicesModal
      show
      userEmail={user.email}
      devices={devices}
      onHide={onClose}
      onDeleteDevice={async (device) =>
        confirmOutcome(
          await settle(deleteMfaDevice({ userId: user.id, deviceId: device.id })),
          failureText,
        )
      }
    />
  );
}
