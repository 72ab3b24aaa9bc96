import { Role, capabilities, type AuthId, type Capabilities } from '@admin-hub/domain';
import type { Database, UserRecord } from '../db/database.ts';
import { forbidden, notFound } from './apiError.ts';

/** A capability of the §6 table the caller's role must have. */
export function requireCapability(caller: UserRecord, capability: keyof Capabilities): void {
  if (!capabilities(caller.role)[capability]) throw forbidden();
}

/**
 * Company scope: super admins reach every company; admins ('manager') only their own; any
 * member ('member') only their own, for reads the scheduler app also makes.
 */
export function requireCompanyAccess(
  caller: UserRecord,
  companyId: number,
  level: 'manager' | 'member',
): void {
  if (caller.role === Role.SuperAdmin) return;
  if (caller.companyId !== companyId) throw forbidden();
  if (level === 'manager' && caller.role !== Role.Admin) throw forbidden();
}

export function findUser(db: Database, id: AuthId): UserRecord {
  const user = db.users.get(id);
  if (!user) throw notFound('User not found');
  return user;
}

export function findCompany(db: Database, id: number) {
  const company = db.companies.get(id);
  if (!company) throw notFound('Company not found');
  return company;
}

export const companyAdminCount = (db: Database, companyId: number): number =>
  [...db.users.values()].filter((user) => user.companyId === companyId && user.role === Role.Admin)
    .length;
