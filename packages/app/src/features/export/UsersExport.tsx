import type { User } from '@admin-hub/domain/entities';
import { usersApi } from '../../api/index.ts';
import type { GetUsersArgs } from '../../api/index.ts';
import { useAppConfig } from '../../config/ConfigProvider.tsx';
import { errorToastText } from '../../notifications/toastMessages.ts';
import { USER_COLUMNS } from './userColumns.ts';
import { ListExport } from './ListExport.tsx';

export interface UsersExportProps {
  /** The list's query as on screen: its search, sort and company; every page is fetched. */
  args: GetUsersArgs;
  total: number;
  /** How the file names the list, e.g. 'users' or 'Acme Signs users'. */
  list: string;
  /** Of the users fetched, those the list shows (a company page's search). */
  shown?: (users: readonly User[]) => readonly User[];
  onDone: () => void;
}

/** A users list (the Users page, a company's Users) exported to CSV. */
export function UsersExport({ args, total, list, shown, onDone }: UsersExportProps) {
  const { productName } = useAppConfig();
  return (
    <ListExport<GetUsersArgs, User>
      list={list}
      noun="users"
      total={total}
      columns={USER_COLUMNS}
      shown={shown}
      endpoint={usersApi.endpoints.getUsers}
      args={args}
      reasonOf={(error) => errorToastText('getUsers', error, productName) ?? 'Error loading users'}
      onDone={onDone}
    />
  );
}
