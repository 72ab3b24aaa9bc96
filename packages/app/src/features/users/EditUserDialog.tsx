import { Role } from '@admin-hub/domain/roles';
import type { Paged, User } from '@admin-hub/domain/entities';
import type { EditUserValues } from '@admin-hub/domain/schemas/userSchemas';
import { EditUserModal } from '@admin-hub/ui/EditUserModal';
import { companyUsersArgs, useGetUsersQuery, useUpdateUserMutation } from '../../api/index.ts';
import { useCurrentUser } from '../../auth/useCurrentUser.ts';
import { freshRecords } from '../dialogs/freshRecords.ts';
import { GONE_MESSAGES } from '../dialogs/goneMessages.ts';
import { settle } from '../dialogs/settle.ts';
import { useGuardedSubmit } from '../dialogs/useGuardedSubmit.ts';
import type { UserDialogProps } from './UserActionDialog.tsx';

/** The company's admins, when the page of its users holds every one of them. */
const adminCount = (users: Paged<User> | undefined): number | undefined => {
  if (!users || users.meta.total > users.data.length) return undefined;
  return users.data.filter((user) => user.role === Role.Admin).length;
};

/** The user as the form holds it. */
const editValues = ({ firstName, lastName, email, role }: User): EditUserValues => ({
  firstName,
  lastName,
  email,
  role,
});

/**
 * Edit user (spec §2, §5, §6): PUT /users/{id}. Demoting the last admin is refused on the field
 * when the client knows the company's users (the company page holds them; elsewhere they are
 * asked for only when an admin is edited); the server refuses it anyway, with the same words.
 * Before it saves, the user is read afresh (GET /users searched by email) and compared with
 * what the form started from (issue 36): another admin's change is shown, never overwritten.
 */
export function EditUserDialog({ user, onClose }: UserDialogProps) {
  const { user: me } = useCurrentUser();
  const companyUsers = useGetUsersQuery(companyUsersArgs(user.companyId), {
    skip: user.role !== Role.Admin,
  });
  const [updateUser] = useUpdateUserMutation();
  const submit = useGuardedSubmit({
    start: editValues(user),
    read: (dispatch) => freshRecords.user(dispatch, user),
    readEndpoint: 'getUsers',
    valuesOf: editValues,
    save: (values, ifMatch) => settle(updateUser({ id: user.id, ...values, ifMatch })),
    saveEndpoint: 'updateUser',
    onDone: onClose,
    goneText: GONE_MESSAGES.user,
  });
  if (me === undefined) return null;

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
