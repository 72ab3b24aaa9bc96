import { MESSAGES } from '@admin-hub/domain/messages';
import { Role } from '@admin-hub/domain/roles';
import { signPermissionsRequestSchema } from '@admin-hub/domain/schemas/requestSchemas';
import { canManageSigns, hasFullSignAccess, unknownSignIds } from '@admin-hub/domain/signAccess';
import { HttpResponse } from 'msw';
import type { Database } from '../db/database.ts';
import type { EndpointId } from '../endpoints.ts';
import { findUserInScope, requireCompanyAccess, requireManager } from './access.ts';
import {
  fieldError,
  forbidden,
  notFound,
  pathId,
  queryId,
  readJson,
  validate,
} from './apiError.ts';
import type { Resolver } from './apiRequest.ts';

const signsOf = (db: Database, companyId: number) =>
  [...db.schedulerSigns.values()].filter((sign) => sign.companyId === companyId);

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

  'scheduler:DELETE /signs/:id': ({ db, caller, params }) => {
    const sign = db.schedulerSigns.get(pathId(params.id));
    if (!sign) throw notFound();
    requireCompanyAccess(caller, sign.companyId, 'manager');
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
    // Admins and super admins have every sign of their company (spec §6).
    const signIds = hasFullSignAccess(target.role)
      ? signsOf(db, target.companyId).map((sign) => sign.id)
      : (db.signPermissions.get(target.id) ?? []);
    return HttpResponse.json(signIds.map((signId) => ({ signId })));
  },

  'scheduler:PUT /users/:userId/signs/permissions': async ({ db, caller, params, request }) => {
    const target = findUserInScope(db, caller, params.userId ?? '');
    requireManager(caller);
    const { signIds } = await validate(signPermissionsRequestSchema, await readJson(request));
    if (unknownSignIds(signIds, signsOf(db, target.companyId)).length > 0) {
      throw fieldError('signIds', 'exists', 'Every sign must belong to the user’s company');
    }
    const granted = [...new Set(signIds)].sort((a, b) => a - b);
    db.signPermissions.set(target.id, granted);
    return HttpResponse.json(granted.map((signId) => ({ signId })));
  },
} satisfies Partial<Record<EndpointId, Resolver>>;
