/**
 * The edit forms' field labels by the request's field name: the forms show them, and a change
 * recorded elsewhere (the Activity list's 'Last name: "Dubois" → "Dubois-Martin"') names a field
 * in the same words, so a label is written once.
 */
export const FIELD_LABELS = {
  firstName: 'First name',
  lastName: 'Last name',
  email: 'Email',
  role: 'Role',
  name: 'Name',
  signManufacturerId: 'Verified Sign Manufacturer',
  manufacturerSignupType: 'Signup Experience',
  downloadCredits: 'Content Downloads',
  requestCredits: 'Custom Requests',
  subscriberAuthId: 'Subscriber',
  isMfaEnabled: 'MFA Enabled',
  signIds: 'Scheduler Signs',
} as const;

/** A field's label, or its request name when no form shows it. */
export const fieldLabel = (field: string): string =>
  Object.hasOwn(FIELD_LABELS, field) ? FIELD_LABELS[field as keyof typeof FIELD_LABELS] : field;
