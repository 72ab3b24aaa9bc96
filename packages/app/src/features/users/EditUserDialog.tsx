import { Role } from '@admin-hub/domain/roles';
import type { Paged, User } from '@admin-hub/domain/entities';
import type { EditUserValues } from '@admin-hub/domain/schemas/userSchemas';
import { EditUserModal } from '@admin-hub/ui/EditUserModal';
import { companyUsersArgs, useGetUsersQuery, useUpdateUserMutation } from '../../api/index.ts';
import { useCurrentUser } from '../../auth/useCurrentUser.ts';
import { useFailureText } from '../../notifications/useFailureText.ts';
import { settle } from '../dialogs/settle.ts';
import { submitOutcome } from '../dialogs/submitOutcome.ts';
import type { UserDialogProps } from './UserActionDialog.tsx';

/** The company's admins, when the page of its users holds every one of them. */
const adminCount = (users: Paged<User> | undefined): number | undefined => {
  if (!users || users.meta.total > users.data.length) return undefined;
  return users.data.filter((user) => user.role === Role.Admin).length;
};

/**
 * Edit user (spec §2, §5, §6): PUT /users/{id}. Demoting the last admin is refused on the field
 * when the client knows the company's users (the company page holds them; elsewhere they are
 * asked for only when an admin is edited); the server refuses it anyway, with the same words.
 */
export function EditUserDialog({ user, onClose }: UserDialogProps) {
  const { user: me } = useCurrentUser();
  const companyUsers = useGetUsersQuery(companyUsersArgs(user.companyId), {
    skip: user.role !== Role.Admin,
  });
  const [updateUser] = useUpdateUserMutation();
  const failureText = useFailureText('updateUser');
  if (me === undefined) return null;

  const submit = async ({ firstName, lastName, email, role }: EditUserValues) =>
    submitOutcome(
      await settle(updateUser({ id: user.id, firstName, lastName, email, role })),
      onClose,
      failureText,
    );

  return (
    <EditUserModal
      actor={me}
      user={user}
      companyAdminCount={adminCount(companyUsers.data)}
      onSubmit={submit}
      onHide={onClose}
    />
  );
}
