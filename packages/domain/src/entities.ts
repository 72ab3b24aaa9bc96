import type { ManufacturerSignupType, Role } from './roles.ts';

/** Auth ids come from the identity provider (e.g. `auth0|abc123`). */
export type AuthId = string;

export interface CompanyRef {
  id: number;
  name: string;
}

export interface User {
  id: AuthId;
  firstName: string | null;
  lastName: string | null;
  fullName: string | null;
  email: string;
  role: Role;
  companyId: number;
  company: CompanyRef;
}

/** GET /users/me: the signed-in user, and whether a super admin is emulating them. */
export interface CurrentUser extends User {
  isEmulating: boolean;
}

export interface Company {
  id: number;
  name: string;
  signManufacturerId: number | null;
  manufacturerSignupType: ManufacturerSignupType;
  users: User[];
  /** ISO 8601. */
  createdAt: string;
  isMfaEnabled: boolean;
}

export interface ContentPlan {
  name: string;
  canManageSigns: boolean;
}

/** The {product} account of a company, on the content API. */
export interface ContentCompany {
  id: number;
  plan: ContentPlan;
  subscriberUser: { authId: AuthId; email: string } | null;
  downloadCredits: number;
  requestCredits: number;
}

export interface SignManufacturer {
  id: number;
  name: string;
}

export interface SchedulerSign {
  id: number;
  name: string;
  companyId: number;
  city: string;
  state: string;
  width: number;
  height: number;
}

/** A sign of the {product} content app: it says stateProvince where the scheduler says state. */
export interface ContentSign {
  id: number;
  name: string;
  companyId: number;
  city: string;
  stateProvince: string;
  width: number;
  height: number;
}

export interface SchedulerSignPermission {
  signId: number;
}

export const MFA_DEVICE_CONFIRMED = 'confirmed';

export interface MfaDevice {
  id: string;
  auth_method: string;
  /** 'confirmed', or any other provider status. */
  status: string;
  /** ISO 8601. */
  enrolled_at: string;
}

export interface PasswordResetResponse {
  passwordResetLink: string;
}

export interface PageMeta {
  current_page: number;
  first_page: number;
  first_page_url: string;
  last_page: number;
  last_page_url: string;
  next_page_url: string | null;
  per_page: number;
  previous_page_url: string | null;
  total: number;
}

export interface Paged<T> {
  data: T[];
  meta: PageMeta;
}

export type SortDirection = 'asc' | 'desc';

/** Payloads of the write calls of spec §7. */
export interface CreateUserPayload {
  companyId: number;
  role: Role;
  email: string;
  sendInviteEmail: boolean;
}

export interface UpdateUserPayload {
  id: AuthId;
  firstName: string | null;
  lastName: string | null;
  email: string;
  role: Role;
}

export interface CompanyPayload {
  name: string;
  signManufacturerId: number | null;
  manufacturerSignupType: ManufacturerSignupType;
}

export interface CreditsPayload {
  downloadCredits: number;
  requestCredits: number;
}

export interface SubscriberPayload {
  companyId: number;
  subscriberAuthId: AuthId;
}

/** Error body of a rejected call: a message, and field errors for form fields. */
export interface ApiErrorBody {
  message: string;
  errors?: { field: string; rule: string; message: string }[];
}
