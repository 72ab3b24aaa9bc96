import { MESSAGES } from '@admin-hub/domain/messages';
import { Role } from '@admin-hub/domain/roles';
import { signPermissionsRequestSchema } from '@admin-hub/domain/schemas/requestSchemas';
import { canManageSigns, hasFullSignAccess, unknownSignIds } from '@admin-hub/domain/signAccess';
import { HttpResponse } from 'msw';
import type { Database, UserRecord } from '../db/database.ts';
import type { EndpointId } from '../endpoints.ts';
import {
  findUserInScope,
  requireCompanyAccess,
  requireCompanyScope,
  requireManager,
} from './access.ts';
import {
  fieldError,
  forbidden,
  notFound,
  pathId,
  queryId,
  readJson,
  validate,
} from './apiError.ts';
import { fieldChanges } from './activityRecorder.ts';
import type { Resolver } from './apiRequest.ts';
import { requireIfMatch, withEntityTag } from './ifMatch.ts';

const signsOf = (db: Database, companyId: number) =>
  [...db.schedulerSigns.values()].filter((sign) => sign.companyId === companyId);

/** A user's sign permissions as the scheduler's read answers them. */
const permissionsOf = (db: Database, target: UserRecord) => {
  // Admins and super admins have every sign of their company (spec §6).
  const signIds = hasFullSignAccess(target.role)
    ? signsOf(db, target.companyId).map((sign) => sign.id)
    : (db.signPermissions.get(target.id) ?? []);
  return signIds.map((signId) => ({ signId }));
};

export const schedulerResolvers = {
  'scheduler:GET /signs': ({ db, caller, url }) => {
    // Without a filter, only a super admin sees every company's signs.
    const companyId = queryId(url, 'companyId', MESSAGES.invalidCompany);
    if (companyId !== null) requireCompanyAccess(caller, companyId, 'member');
    const scope = companyId ?? (caller.role === Role.SuperAdmin ? null : caller.companyId);
    const signs = [...db.schedulerSigns.values()].filter(
      (sign) => scope === null || sign.companyId === scope,
    );
    return HttpResponse.json(signs);
  },

  'scheduler:DELETE /signs/:id': ({ db, caller, params, activity }) => {
    const sign = db.schedulerSigns.get(pathId(params.id));
    if (!sign) throw notFound();
    requireCompanyScope(caller, sign.companyId);
    activity.company(sign.companyId);
    activity.target(sign.name);
    requireManager(caller);
    if (!canManageSigns(caller.role, db.contentAccounts.get(sign.companyId)?.plan))
      throw forbidden();
    db.schedulerSigns.delete(sign.id);
    for (const [userId, signIds] of db.signPermissions) {
      db.signPermissions.set(
        userId,
        signIds.filter((id) => id !== sign.id),
      );
    }
    return new HttpResponse(null, { status: 204 });
  },

  'scheduler:GET /users/:userId/signs/permissions': ({ db, caller, params }) => {
    const target = findUserInScope(db, caller, params.userId ?? '');
    if (target.id !== caller.id) requireManager(caller);
    return withEntityTag(permissionsOf(db, target));
  },

  'scheduler:PUT /users/:userId/signs/permissions': async ({
    db,
    caller,
    params,
    request,
    activity,
  }) => {
    const target = findUserInScope(db, caller, params.userId ?? '');
    activity.user(target);
    requireManager(caller);
    const { signIds } = await validate(signPermissionsRequestSchema, await readJson(request));
    if (unknownSignIds(signIds, signsOf(db, target.companyId)).length > 0) {
      throw fieldError('signIds', 'exists', 'Every sign must belong to the user’s company');
    }
    requireIfMatch(request, permissionsOf(db, target));
    const before = { signIds: db.signPermissions.get(target.id) ?? [] };
    const granted = [...new Set(signIds)].sort((a, b) => a - b);
    db.signPermissions.set(target.id, granted);
    activity.changes(fieldChanges(before, { signIds: granted }, ['signIds']));
    return HttpResponse.json(granted.map((signId) => ({ signId })));
  },
} satisfies Partial<Record<EndpointId, Resolver>>;
