import { Role } from './roles.ts';

/** What a role may see and do, one flag per row of the spec §6 table. */
export interface Capabilities {
  /** Home and the external app links. */
  viewHome: boolean;
  viewCompanies: boolean;
  viewUsers: boolean;
  viewAnyCompany: boolean;
  viewMyCompany: boolean;
  adminDashboardLink: boolean;
  emulateUsers: boolean;
  createResetLinks: boolean;
  /** The admin column says "not shown": read as no. */
  editCompany: boolean;
  editCredits: boolean;
  editSubscriber: boolean;
  toggleMfa: boolean;
  /** Verified Sign Manufacturer and signup experience fields of the company form. */
  editSignupFields: boolean;
  /** Whether the role edits any role at all; per-target answers come from `canEditRole`. */
  editRoles: boolean;
  /** Whether the role deletes any user at all; per-target answers come from `canDeleteUser`. */
  deleteUsers: boolean;
}

const SUPER_ADMIN: Capabilities = {
  viewHome: true,
  viewCompanies: true,
  viewUsers: true,
  viewAnyCompany: true,
  viewMyCompany: true,
  adminDashboardLink: true,
  emulateUsers: true,
  createResetLinks: true,
  editCompany: true,
  editCredits: true,
  editSubscriber: true,
  toggleMfa: true,
  editSignupFields: true,
  editRoles: true,
  deleteUsers: true,
};

const ADMIN: Capabilities = {
  ...SUPER_ADMIN,
  viewCompanies: false,
  viewUsers: false,
  viewAnyCompany: false,
  emulateUsers: false,
  createResetLinks: false,
  editCompany: false,
  editCredits: false,
  editSignupFields: false,
};

const BASE_USER: Capabilities = {
  ...ADMIN,
  viewMyCompany: false,
  adminDashboardLink: false,
  editSubscriber: false,
  toggleMfa: false,
  editRoles: false,
  deleteUsers: false,
};

const BY_ROLE: Record<Role, Readonly<Capabilities>> = {
  [Role.SuperAdmin]: Object.freeze(SUPER_ADMIN),
  [Role.Admin]: Object.freeze(ADMIN),
  [Role.User]: Object.freeze(BASE_USER),
};

export const capabilities = (role: Role): Readonly<Capabilities> => BY_ROLE[role];
