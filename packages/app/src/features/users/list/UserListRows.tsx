import { UserList } from '@admin-hub/ui/UserList';
import type { UserListProps } from '@admin-hub/ui/UserList';
import { useUserListContext } from './useUserListController.tsx';

type UserListRowsProps = Pick<UserListProps, 'users' | 'label' | 'companyHref' | 'renderLink'>;

/** A page of the list's users, with its controller's row menus, ticks and selection bar. */
export function UserListRows(props: UserListRowsProps) {
  const list = useUserListContext();
  return (
    <UserList
      {...props}
      actionsFor={list.actionsFor}
      selectedIds={list.selection.users}
      onSelectionChange={list.onSelectionChange}
      selectionBar={list.selectionBar}
    />
  );
}
