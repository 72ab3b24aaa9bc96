import type { Company, ContentCompany, CurrentUser, User } from '@admin-hub/domain/entities';
import type { CompanyRecord, ContentAccountRecord, Database, UserRecord } from './database.ts';

/** How records look on the wire: the API's entity shapes of packages/domain. */
export const fullName = (user: Pick<UserRecord, 'firstName' | 'lastName'>): string | null =>
  [user.firstName, user.lastName].filter(Boolean).join(' ') || null;

export const companyName = (db: Database, companyId: number): string =>
  db.companies.get(companyId)?.name ?? '';

export const toUser = (db: Database, user: UserRecord): User => ({
  id: user.id,
  firstName: user.firstName,
  lastName: user.lastName,
  fullName: fullName(user),
  email: user.email,
  role: user.role,
  companyId: user.companyId,
  company: { id: user.companyId, name: companyName(db, user.companyId) },
});

export const toCurrentUser = (
  db: Database,
  user: UserRecord,
  isEmulating: boolean,
): CurrentUser => ({
  ...toUser(db, user),
  isEmulating,
});

export const usersOfCompany = (db: Database, companyId: number): UserRecord[] =>
  [...db.users.values()].filter((user) => user.companyId === companyId);

export const toCompany = (db: Database, company: CompanyRecord): Company => ({
  id: company.id,
  name: company.name,
  signManufacturerId: company.signManufacturerId,
  manufacturerSignupType: company.manufacturerSignupType,
  users: usersOfCompany(db, company.id).map((user) => toUser(db, user)),
  createdAt: company.createdAt,
  isMfaEnabled: company.isMfaEnabled,
});

export const toContentCompany = (db: Database, account: ContentAccountRecord): ContentCompany => {
  const subscriber = account.subscriberAuthId ? db.users.get(account.subscriberAuthId) : undefined;
  return {
    id: account.companyId,
    plan: { ...account.plan },
    subscriberUser: subscriber ? { authId: subscriber.id, email: subscriber.email } : null,
    downloadCredits: account.downloadCredits,
    requestCredits: account.requestCredits,
  };
};
