import { initialSignSelection } from '@admin-hub/domain/signAccess';
import type { SchedulerSign, SchedulerSignPermission } from '@admin-hub/domain/entities';
import { SchedulerSignPermissionsModal } from '@admin-hub/ui/SchedulerSignPermissionsModal';
import {
  useGetSchedulerSignPermissionsQuery,
  useGetSchedulerSignsQuery,
  useUpdateSchedulerSignPermissionsMutation,
} from '../../api/index.ts';
import { allLoaded } from '../../queryViews/allLoaded.ts';
import { useQueryView } from '../../queryViews/useQueryView.ts';
import { freshRecords } from '../dialogs/freshRecords.ts';
import { GONE_MESSAGES } from '../dialogs/goneMessages.ts';
import { settle } from '../dialogs/settle.ts';
import { useGuardedSubmit } from '../dialogs/useGuardedSubmit.ts';
import type { UserDialogProps } from './UserActionDialog.tsx';

/** The permissions as the form starts from them, a set: in id order, so equal sets compare equal. */
const signSelection = (
  signs: readonly SchedulerSign[],
  granted: readonly SchedulerSignPermission[],
) => ({ signIds: initialSignSelection(signs, granted).sort((a, b) => a - b) });

/**
 * Scheduler Sign Permissions of a base user (spec §2, §6): the company's signs with the user's
 * current permissions ticked; Save replaces them (PUT users/{id}/signs/permissions). Before it
 * saves, the permissions are read afresh (GET users/{userId}/signs/permissions) and compared with
 * those the form started from (issue 36).
 */
export function SchedulerSignPermissionsDialog({ user, onClose }: UserDialogProps) {
  const load = allLoaded(
    [
      useQueryView(useGetSchedulerSignsQuery({ companyId: user.companyId })),
      useQueryView(useGetSchedulerSignPermissionsQuery(user.id)),
    ],
    (signs, granted) => ({ signs, granted, preselected: initialSignSelection(signs, granted) }),
  );
  const [updatePermissions] = useUpdateSchedulerSignPermissionsMutation();
  const signs = load.status === 'loaded' ? load.data.signs : [];
  const submit = useGuardedSubmit({
    start: load.status === 'loaded' ? signSelection(signs, load.data.granted) : undefined,
    read: (dispatch) => freshRecords.signPermissions(dispatch, user.id),
    readEndpoint: 'getSchedulerSignPermissions',
    valuesOf: (granted: SchedulerSignPermission[]) => signSelection(signs, granted),
    save: ({ signIds }, ifMatch) =>
      settle(updatePermissions({ userId: user.id, signIds, ifMatch })),
    saveEndpoint: 'updateSchedulerSignPermissions',
    onDone: onClose,
    goneText: GONE_MESSAGES.user,
  });

  return (
    <SchedulerSignPermissionsModal
      user={user}
      load={load}
      onSubmit={(signIds) => submit({ signIds: [...signIds].sort((a, b) => a - b) })}
      onHide={onClose}
    />
  );
}
