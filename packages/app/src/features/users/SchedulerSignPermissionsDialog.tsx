import { initialSignSelection } from '@admin-hub/domain';
import { SchedulerSignPermissionsModal } from '@admin-hub/ui';
import {
  useGetSchedulerSignPermissionsQuery,
  useGetSchedulerSignsQuery,
  useUpdateSchedulerSignPermissionsMutation,
} from '../../api/index.ts';
import { settle } from '../dialogs/settle.ts';
import type { UserDialogProps } from './UserActionDialog.tsx';
import { schedulerSignsLoad } from './schedulerSignsLoad.ts';

/**
 * Scheduler Sign Permissions of a base user (spec §2, §6): the company's signs with the user's
 * current permissions ticked; Save replaces them (PUT users/{id}/signs/permissions).
 */
export function SchedulerSignPermissionsDialog({ user, onClose }: UserDialogProps) {
  const signs = useGetSchedulerSignsQuery({ companyId: user.companyId });
  const permissions = useGetSchedulerSignPermissionsQuery(user.id);
  const [updatePermissions] = useUpdateSchedulerSignPermissionsMutation();

  const submit = async (signIds: number[]) => {
    if ((await settle(updatePermissions({ userId: user.id, signIds }))).ok) onClose();
    return undefined;
  };

  return (
    <SchedulerSignPermissionsModal
      user={user}
      load={schedulerSignsLoad(
        [signs, permissions] as const,
        'The scheduler sign permissions could not be loaded.',
        (companySigns, granted) => ({
          status: 'loaded',
          signs: companySigns,
          preselected: initialSignSelection(companySigns, granted),
        }),
      )}
      onSubmit={submit}
      onHide={onClose}
    />
  );
}
