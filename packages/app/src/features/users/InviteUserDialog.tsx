import { useState } from 'react';
import { Role } from '@admin-hub/domain/roles';
import type { User } from '@admin-hub/domain/entities';
import type { InviteUserFormValues } from '@admin-hub/domain/schemas/userSchemas';
import { InviteUserModal } from '@admin-hub/ui/InviteUserModal';
import {
  useGetSchedulerSignsQuery,
  useUpdateSchedulerSignPermissionsMutation,
} from '../../api/index.ts';
import { useCurrentUser } from '../../auth/useCurrentUser.ts';
import { allLoaded } from '../../components/allLoaded.ts';
import { useQueryView } from '../../components/useQueryView.ts';
import { ConfirmActionDialog } from '../dialogs/ConfirmActionDialog.tsx';
import { settle } from '../dialogs/settle.ts';
import { submitOutcome } from '../dialogs/submitOutcome.ts';
import { useInviteUser } from './inviteUser.ts';

export interface InviteUserDialogProps {
  companyId: number;
  onClose: () => void;
}

/** A created user whose follow-up permissions update failed, and the signs it was to grant. */
interface PermissionsToRetry {
  user: User;
  signIds: number[];
}

/**
 * Invite User for a company (spec §2, §4): create the user, then, for a base user, grant the
 * chosen scheduler signs. A failed create keeps the form open with what was typed (a taken email
 * is said on the field); a failed grant leaves the user created and offers to retry only the
 * grant, so nobody is created twice.
 */
export function InviteUserDialog({ companyId, onClose }: InviteUserDialogProps) {
  const { user: me } = useCurrentUser();
  const signs = allLoaded([useQueryView(useGetSchedulerSignsQuery({ companyId }))], (loaded) => ({
    signs: loaded,
  }));
  const { inviteUser } = useInviteUser();
  const [retry, setRetry] = useState<PermissionsToRetry | null>(null);

  if (me === undefined) return null;
  if (retry) return <RetryPermissionsDialog {...retry} onClose={onClose} />;

  const submit = async (values: InviteUserFormValues) => {
    // A base user's signs travel in the follow-up update; none chosen is what a new user has.
    const signIds =
      values.role === Role.User && values.signIds.length > 0 ? values.signIds : undefined;
    // Spec §7: POST /users carries companyId, role, email and sendInviteEmail only.
    const result = await inviteUser({
      companyId,
      role: values.role,
      email: values.email,
      sendInviteEmail: values.sendInviteEmail,
      signIds,
    });
    return submitOutcome(
      result.created ? { ok: true, data: result } : { ok: false, error: result.error },
      ({ user, permissions }) => {
        if (permissions === 'failed' && signIds) setRetry({ user, signIds });
        else onClose();
      },
    );
  };

  return <InviteUserModal actor={me} signs={signs} onSubmit={submit} onHide={onClose} />;
}

/** The user exists; only their sign permissions are missing. Close leaves them without any. */
function RetryPermissionsDialog({
  user,
  signIds,
  onClose,
}: PermissionsToRetry & { onClose: () => void }) {
  const [updatePermissions] = useUpdateSchedulerSignPermissionsMutation();
  return (
    <ConfirmActionDialog
      title="Invite User"
      confirmLabel="Retry permissions"
      cancelLabel="Close"
      run={async () => (await settle(updatePermissions({ userId: user.id, signIds }))).ok}
      onClose={onClose}
    >
      <p className="fw-semibold">
        User created, but their scheduler sign permissions could not be saved.
      </p>
      <p className="mb-0">
        {`${user.email} was invited. Retry to grant the ${signIds.length} scheduler sign${signIds.length === 1 ? '' : 's'} you chose, or set them later with Edit scheduler permissions.`}
      </p>
    </ConfirmActionDialog>
  );
}
