/** The three roles of spec §6. The strings are the wire values of the main API. */
export const Role = {
  SuperAdmin: 'super_admin',
  Admin: 'admin',
  User: 'user',
} as const;
export type Role = (typeof Role)[keyof typeof Role];

export const ROLES: readonly Role[] = [Role.SuperAdmin, Role.Admin, Role.User];

/** Human labels for role pickers and badges. */
export const ROLE_LABELS: Record<Role, string> = {
  [Role.SuperAdmin]: 'Super Admin',
  [Role.Admin]: 'Admin',
  [Role.User]: 'User',
};


/** Sign-up experience of a company's sign manufacturer (spec §3: Standard or NextLED). */
export const ManufacturerSignupType = {
  Standard: 'standard',
  NextLED: 'nextled',
} as const;
export type ManufacturerSignupType =
  (typeof ManufacturerSignupType)[keyof typeof ManufacturerSignupType];

export const MANUFACTURER_SIGNUP_TYPES: readonly ManufacturerSignupType[] = [
  ManufacturerSignupType.Standard,
  ManufacturerSignupType.NextLED,
];

export const MANUFACTURER_SIGNUP_TYPE_LABELS: Record<ManufacturerSignupType, string> = {
  [ManufacturerSignupType.Standard]: 'Standard',
  [ManufacturerSignupType.NextLED]: 'NextLED',
};
