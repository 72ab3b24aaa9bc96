import { useState } from 'react';
import { formatCount } from '@admin-hub/domain/formatCount';
import type { User } from '@admin-hub/domain/entities';
import type { InviteUserFormValues } from '@admin-hub/domain/schemas/userSchemas';
import { InviteUserModal } from '@admin-hub/ui/InviteUserModal';
import { useGetSchedulerSignsQuery } from '../../api/index.ts';
import { useCurrentUser } from '../../auth/useCurrentUser.ts';
import { allLoaded } from '../../queryViews/allLoaded.ts';
import { useQueryView } from '../../queryViews/useQueryView.ts';
import { ConfirmActionDialog } from '../dialogs/ConfirmActionDialog.tsx';
import { submitOutcome } from '../dialogs/submitOutcome.ts';
import { useFailureText } from '../../notifications/useFailureText.ts';
import { useInviteUser } from './inviteUser.ts';
import type { InviteUserArgs } from './inviteUser.ts';

export interface InviteUserDialogProps {
  companyId: number;
  onClose: () => void;
}

/** A created user whose follow-up permissions update failed, and the invitation that made it. */
interface PermissionsToRetry {
  user: User;
  invitation: InviteUserArgs & { signIds: number[] };
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
  const failureText = useFailureText('createUser');

  if (me === undefined) return null;
  if (retry)
    return (
      <RetryPermissionsDialog
        email={retry.user.email}
        signCount={retry.invitation.signIds.length}
        // The same step again: the user exists, so only the permissions update is sent.
        retry={async () => {
          const result = await inviteUser(retry.invitation);
          return result.created && result.permissions === 'updated';
        }}
        onClose={onClose}
      />
    );

  const submit = async (values: InviteUserFormValues) => {
    // Spec §7: POST /users carries companyId, role, email and sendInviteEmail only; the step
    // sends a base user's chosen signs in the follow-up update.
    const invitation = {
      companyId,
      role: values.role,
      email: values.email,
      sendInviteEmail: values.sendInviteEmail,
      signIds: values.signIds,
    };
    const result = await inviteUser(invitation);
    return submitOutcome(
      result.created ? { ok: true, data: result } : { ok: false, error: result.error },
      ({ user, permissions }) => {
        if (permissions === 'failed') setRetry({ user, invitation });
        else onClose();
      },
      failureText,
    );
  };

  return <InviteUserModal actor={me} signs={signs} onSubmit={submit} onHide={onClose} />;
}

/** The user exists; only their sign permissions are missing. Close leaves them without any. */
function RetryPermissionsDialog({
  email,
  signCount,
  retry,
  onClose,
}: {
  email: string;
  signCount: number;
  /** Resolves true once the permissions are saved. */
  retry: () => Promise<boolean>;
  onClose: () => void;
}) {
  return (
    <ConfirmActionDialog
      title="Invite User"
      confirmLabel="Retry permissions"
      cancelLabel="Close"
      endpoint="updateSchedulerSignPermissions"
      // The step keeps no error of the update: its toast's generic words say it.
      run={async () =>
        (await retry()) ? { ok: true, data: undefined } : { ok: false, error: undefined }
      }
      onClose={onClose}
    >
      <p className="fw-semibold">
        User created, but their scheduler sign permissions could not be saved.
      </p>
      <p className="mb-0">
        {`${email} was invited. Retry to grant the ${formatCount(signCount)} scheduler sign${signCount === 1 ? '' : 's'} you chose, or set them later with Edit scheduler permissions.`}
      </p>
    </ConfirmActionDialog>
  );
}
