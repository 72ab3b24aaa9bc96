import type {
  AuthId,
  Company,
  ContentCompany,
  SchedulerSignPermission,
  User,
} from '@admin-hub/domain/entities';
import type { GetUsersArgs } from '../../api/main/usersQuery.ts';
import {
  companiesApi,
  companyUsersArgs,
  contentCompaniesApi,
  signPermissionsApi,
  usersApi,
} from '../../api/index.ts';
import { sendOwned } from '../../api/ownedCalls.ts';
import type { AppDispatch } from '../../store/createAppStore.ts';

/** A record read afresh before an edit is saved: found, deleted meanwhile, or the read failed. */
export type FreshRecord<Record> = { found: Record } | { gone: true } | { failed: unknown };

const NOT_FOUND = 404;

const isNotFound = (error: unknown) =>
  typeof error === 'object' && error !== null && 'status' in error && error.status === NOT_FOUND;

// Fresh: past the cache (RTK Query's documented forceRefetch), and the dialog's own read, which it
// reports itself (`editCheck`): no toast, and a 404 is 'deleted meanwhile', not a failure.
const fresh = { forceRefetch: true, subscribe: false } as const;

async function settleRead<Record>(
  read: () => Promise<Record | null>,
): Promise<FreshRecord<Record>> {
  try {
    const found = await read();
    return found === null ? { gone: true } : { found };
  } catch (error) {
    return isNotFound(error) ? { gone: true } : { failed: error };
  }
}

/**
 * Issue 36: the spec's own reads of each record an edit dialog changes, sent afresh just before
 * it saves, so the hub compares the edit with what the server holds now.
 */
export const freshRecords = {
  /**
   * GET /users of the user's company searched by their email, matched by id; when the email
   * changed meanwhile, the company's users page by page (the company page's own read), so a
   * renamed address is not taken for a deleted user.
   */
  user: (dispatch: AppDispatch, user: Pick<User, 'id' | 'email' | 'companyId'>) => {
    const readUsers = (args: GetUsersArgs) =>
      sendOwned(dispatch, 'editCheck', usersApi.endpoints.getUsers.initiate(args, fresh)).unwrap();
    return settleRead<User>(async () => {
      // Within the user's company: an admin may list only their own company's users.
      const byEmail = await readUsers({ ...companyUsersArgs(user.companyId), search: user.email });
      const found = byEmail.data.find((candidate) => candidate.id === user.id);
      if (found) return found;
      for (let page = 1; ; page += 1) {
        const users = await readUsers({ ...companyUsersArgs(user.companyId), page });
        const match = users.data.find((candidate) => candidate.id === user.id);
        if (match) return match;
        if (page >= users.meta.last_page) return null;
      }
    });
  },
  /** GET /companies/{id}; 404: deleted. */
  company: (dispatch: AppDispatch, companyId: number) =>
    settleRead<Company>(() =>
      sendOwned(
        dispatch,
        'editCheck',
        companiesApi.endpoints.getCompany.initiate(companyId, fresh),
      ).unwrap(),
    ),
  /** GET /company/{id}; no {product} account (404, null) any more: deleted. */
  contentCompany: (dispatch: AppDispatch, companyId: number) =>
    settleRead<ContentCompany>(() =>
      sendOwned(
        dispatch,
        'editCheck',
        contentCompaniesApi.endpoints.getContentCompany.initiate(companyId, fresh),
      ).unwrap(),
    ),
  /** GET users/{userId}/signs/permissions; 404: the user was deleted. */
  signPermissions: (dispatch: AppDispatch, userId: AuthId) =>
    settleRead<SchedulerSignPermission[]>(() =>
      sendOwned(
        dispatch,
        'editCheck',
        signPermissionsApi.endpoints.getSchedulerSignPermissions.initiate(userId, fresh),
      ).unwrap(),
    ),
};
