import { USERS_PAGE_SIZE } from '@admin-hub/domain/constants';
import { type AuthId } from '@admin-hub/domain/entities';
import { MESSAGES } from '@admin-hub/domain/messages';
import {
  createUserRequestSchema,
  updateUserRequestSchema,
} from '@admin-hub/domain/schemas/requestSchemas';
import { matchesSearch } from '@admin-hub/domain/textSearch';
import { canChangeRole, canDeleteUser, roleOptions } from '@admin-hub/domain/userPermissions';
import { HttpResponse } from 'msw';
import type { Database, UserRecord } from '../db/database.ts';
import { companyName, fullName, toCurrentUser, toUser } from '../db/views.ts';
import type { EndpointId } from '../endpoints.ts';
import {
  companyAdminCount,
  findCompanyInScope,
  findUserInScope,
  requireCapability,
  requireCompanyAccess,
  requireManager,
} from './access.ts';
import {
  badRequest,
  enforce,
  fieldError,
  forbidden,
  queryId,
  readJson,
  validate,
} from './apiError.ts';
import { fieldChanges } from './activityRecorder.ts';
import type { Resolver } from './apiRequest.ts';
import { requireIfMatch } from './ifMatch.ts';
import { pageFromQuery, sortDirection, sortField } from './listQuery.ts';
import { sortedUsers } from './sortedUsers.ts';

const emailTaken = (db: Database, email: string, exceptId?: AuthId): boolean => {
  const wanted = email.toLowerCase();
  return [...db.users.values()].some(
    (user) => user.email.toLowerCase() === wanted && user.id !== exceptId,
  );
};

const emailInUse = () => fieldError('email', 'unique', MESSAGES.emailInUse);

/** Users a deleted user leaves behind: devices, grants, emulation and subscriptions. */
export function removeUser(db: Database, id: AuthId): void {
  db.users.delete(id);
  db.mfaDevices.delete(id);
  db.signPermissions.delete(id);
  for (const [real, emulated] of db.emulation) {
    if (real === id || emulated === id) db.emulation.delete(real);
  }
  for (const account of db.contentAccounts.values()) {
    if (account.subscriberAuthId === id) account.subscriberAuthId = null;
  }
}

// New users get ids shaped like the identity provider's, distinct from seeded ones.
const newUserId = (db: Database): AuthId => {
  db.sequences.user += 1;
  return `auth0|created${String(db.sequences.user).padStart(17, '0')}`;
};

const EDITED_USER_FIELDS = ['firstName', 'lastName', 'email', 'role'] as const;

export const userResolvers = {
  'GET /users/me': ({ db, caller, realCaller }) =>
    HttpResponse.json(toCurrentUser(db, caller, caller.id !== realCaller.id)),

  'GET /users': ({ db, caller, url }) => {
    const companyId = queryId(url, 'companyId', MESSAGES.invalidCompany);
    if (companyId === null) requireCapability(caller, 'viewUsers');
    else requireCompanyAccess(caller, companyId, 'manager');
    const search = url.searchParams.get('search') ?? '';
    const field = sortField(url, ['name', 'email'] as const);
    // Sorted first, then filtered: the filter keeps the order.
    const users = sortedUsers(db, field, sortDirection(url)).filter(
      (user) =>
        (companyId === null || user.companyId === companyId) &&
        matchesSearch(search, [fullName(user), user.email, companyName(db, user.companyId)]),
    );
    return HttpResponse.json(
      pageFromQuery(url, users, USERS_PAGE_SIZE, (user) => toUser(db, user)),
    );
  },

  'POST /users': async ({ db, caller, request, activity }) => {
    const values = await validate(createUserRequestSchema, await readJson(request));
    const { companyId } = values;
    findCompanyInScope(db, caller, companyId);
    activity.company(companyId);
    requireManager(caller);
    if (!roleOptions(caller, null).includes(values.role))
      throw forbidden(MESSAGES.superAdminRoleNotGrantable);
    if (emailTaken(db, values.email)) throw emailInUse();
    const user: UserRecord = {
      id: newUserId(db),
      firstName: null,
      lastName: null,
      email: values.email,
      role: values.role,
      companyId,
    };
    db.users.set(user.id, user);
    activity.user(user);
    if (values.sendInviteEmail)
      db.outbox.push({ kind: 'invite', userId: user.id, email: user.email });
    return HttpResponse.json(toUser(db, user), { status: 201 });
  },

  'PUT /users/:id': async ({ db, caller, request, params, activity }) => {
    const target = findUserInScope(db, caller, params.id ?? '');
    activity.user(target);
    const values = await validate(updateUserRequestSchema, await readJson(request));
    if (values.id !== undefined && values.id !== target.id)
      throw badRequest(MESSAGES.invalidUserId);
    // Within the scope the rule speaks first, so a base user hears why rather than a bare 403.
    enforce(canChangeRole(caller, target, values.role, companyAdminCount(db, target.companyId)));
    requireManager(caller);
    if (emailTaken(db, values.email, target.id)) throw emailInUse();
    requireIfMatch(request, toUser(db, target));
    const before = { ...target };
    target.firstName = values.firstName || null;
    target.lastName = values.lastName || null;
    target.email = values.email;
    target.role = values.role;
    activity.changes(fieldChanges(before, target, EDITED_USER_FIELDS));
    return HttpResponse.json(toUser(db, target));
  },

  'DELETE /users/:id': ({ db, caller, params, activity }) => {
    const target = findUserInScope(db, caller, params.id ?? '');
    activity.user(target);
    enforce(canDeleteUser(caller, target));
    requireManager(caller);
    removeUser(db, target.id);
    return new HttpResponse(null, { status: 204 });
  },
} satisfies Partial<Record<EndpointId, Resolver>>;
