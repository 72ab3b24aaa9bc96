import { initialSignSelection } from '@admin-hub/domain/signAccess';
import { SchedulerSignPermissionsModal } from '@admin-hub/ui/SchedulerSignPermissionsModal';
import {
  useGetSchedulerSignPermissionsQuery,
  useGetSchedulerSignsQuery,
  useUpdateSchedulerSignPermissionsMutation,
} from '../../api/index.ts';
import { allLoaded } from '../../queryViews/allLoaded.ts';
import { useQueryView } from '../../queryViews/useQueryView.ts';
import { useFailureText } from '../../notifications/useFailureText.ts';
import { settle } from '../dialogs/settle.ts';
import { submitOutcome } from '../dialogs/submitOutcome.ts';
import type { UserDialogProps } from './UserActionDialog.tsx';

/**
 * Scheduler Sign Permissions of a base user (spec §2, §6): the company's signs with the user's
 * current permissions ticked; Save replaces them (PUT users/{id}/signs/permissions).
 */
export function SchedulerSignPermissionsDialog({ user, onClose }: UserDialogProps) {
  const load = allLoaded(
    [
      useQueryView(useGetSchedulerSignsQuery({ companyId: user.companyId })),
      useQueryView(useGetSchedulerSignPermissionsQuery(user.id)),
    ],
    (signs, granted) => ({ signs, preselected: initialSignSelection(signs, granted) }),
  );
  const [updatePermissions] = useUpdateSchedulerSignPermissionsMutation();
  const failureText = useFailureText('updateSchedulerSignPermissions');

  const submit = async (signIds: number[]) =>
    submitOutcome(
      await settle(updatePermissions({ userId: user.id, signIds })),
      onClose,
      failureText,
    );

  return (
    <SchedulerSignPermissionsModal user={user} load={load} onSubmit={submit} onHide={onClose} />
  );
}
