import { capabilities, type Capabilities } from '@admin-hub/domain/capabilities';
import { type AuthId } from '@admin-hub/domain/entities';
import { Role } from '@admin-hub/domain/roles';
import type { CompanyRecord, Database, UserRecord } from '../db/database.ts';
import { forbidden, notFound } from './apiError.ts';

/**
 * Access is decided in one order everywhere: first the company scope, answered 404 'Not found'
 * exactly as for a record that does not exist; only then the role rules (403 with their message).
 * So outside their company an admin or base user learns neither whether an id exists nor what
 * role its user has.
 */

/** A capability of the §6 table the caller's role must have. */
export function requireCapability(caller: UserRecord, capability: keyof Capabilities): void {
  if (!capabilities(caller.role)[capability]) throw forbidden();
}

/** Super admins see every company; everyone else only their own. */
const inScope = (caller: UserRecord, companyId: number): boolean =>
  caller.role === Role.SuperAdmin || caller.companyId === companyId;

/** The company is one the caller may see at all, else 404. */
export function requireCompanyScope(caller: UserRecord, companyId: number): void {
  if (!inScope(caller, companyId)) throw notFound();
}

/** Admins and super admins manage; base users only read. */
export function requireManager(caller: UserRecord): void {
  if (caller.role === Role.User) throw forbidden();
}

/**
 * Company scope, then role: 'manager' needs an admin or super admin; 'member' any user of the
 * company, for reads the scheduler app also makes.
 */
export function requireCompanyAccess(
  caller: UserRecord,
  companyId: number,
  level: 'manager' | 'member',
): void {
  requireCompanyScope(caller, companyId);
  if (level === 'manager') requireManager(caller);
}

/** A user the caller may see; one of another company is as absent as one that never was. */
export function findUserInScope(db: Database, caller: UserRecord, id: AuthId): UserRecord {
  const user = db.users.get(id);
  if (!user || !inScope(caller, user.companyId)) throw notFound();
  return user;
}

/** A company the caller may see, else 404 whether or not it exists. */
export function findCompanyInScope(db: Database, caller: UserRecord, id: number): CompanyRecord {
  requireCompanyScope(caller, id);
  const company = db.companies.get(id);
  if (!company) throw notFound();
  return company;
}

export const companyAdminCount = (db: Database, companyId: number): number =>
  [...db.users.values()].filter((user) => user.companyId === companyId && user.role === Role.Admin)
    .length;
