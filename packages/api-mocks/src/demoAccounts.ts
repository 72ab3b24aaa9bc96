import { Role } from '@admin-hub/domain/roles';

export interface DemoAccount {
  email: string;
  /** The auth id: the JWT `sub` and `User.id`. */
  id: string;
  role: Role;
  companyName: string;
}

export const ACME_COMPANY_ID = 1;
export const SIGNAGE_HQ_COMPANY_ID = 2;

/** The accounts the local identity provider lists; seeded with these exact ids and emails. */
export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    email: 'superadmin@example.com',
    id: 'auth0|superadmin',
    role: Role.SuperAdmin,
    companyName: 'Signage HQ',
  },
  {
    email: 'admin@acme.example',
    id: 'auth0|acme-admin',
    role: Role.Admin,
    companyName: 'Acme Signs',
  },
  { email: 'user@acme.example', id: 'auth0|acme-user', role: Role.User, companyName: 'Acme Signs' },
];

const demoAccount = (role: Role): DemoAccount => {
  const account = DEMO_ACCOUNTS.find((candidate) => candidate.role === role);
  if (!account) throw new Error(`No demo account with role ${role}`);
  return account;
};

export const DEMO_SUPER_ADMIN = demoAccount(Role.SuperAdmin);
export const DEMO_ADMIN = demoAccount(Role.Admin);
export const DEMO_USER = demoAccount(Role.User);
