import { companyUsersArgs } from '../../../api/index.ts';
import { useCompanyUserSearch } from '../../companies/useCompanyUserSearch.tsx';
import type { CompanyUserSearch } from '../../companies/useCompanyUserSearch.tsx';
import { useCompanyUsers } from '../../companies/useCompanyUsers.ts';
import type { CompanyUsers } from '../../companies/useCompanyUsers.ts';
import { useUserListController } from './useUserListController.tsx';
import type { UserListController } from './useUserListController.tsx';

export interface CompanyUserList extends UserListController {
  /** Every user of the company, loaded page after page. */
  users: CompanyUsers;
  /** The search over them, made in the browser. */
  search: Pick<CompanyUserSearch, 'box' | 'emptyState'>;
}

/**
 * A company's users on its page: every one of them (spec §7's pages of 200), searched in the
 * browser; 'Select all' ticks what the list shows, the export holds what it shows.
 */
export function useCompanyUserList(
  companyId: number,
  companyName: string | undefined,
  /** Opens Invite User, where the signed-in role may invite: the empty list's next step. */
  onInvite?: () => void,
): CompanyUserList {
  const users = useCompanyUsers(companyId);
  const search = useCompanyUserSearch(users.users, users.total, onInvite);
  const shownUsers = search.matches ?? users.users;
  const controller = useUserListController({
    args: companyUsersArgs(companyId),
    total: users.total,
    shownUsers,
    pagedOnServer: false,
    // Exported from the page, which shows once the company has loaded.
    exportName: `${companyName ?? 'company'} users`,
    exportFilter: search.filter,
    exportableCount: shownUsers?.length ?? 0,
  });
  return { ...controller, users, search };
}
