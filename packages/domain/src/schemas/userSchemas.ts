import { boolean, mixed, object, type InferType } from 'yup';
import { MESSAGES } from '../messages.ts';
import { MANUFACTURER_SIGNUP_TYPES, ROLES, Role, type ManufacturerSignupType } from '../roles.ts';
import { trimmedString } from './trimmedString.ts';

/** An empty select ('') is not a role, so it fails with the same message as a missing one. */
const roleField = () =>
  mixed<Role>().oneOf(ROLES, MESSAGES.chooseRole).required(MESSAGES.chooseRole);

/** Invite User modal (spec §5, defaults of §9: base user role, invite email sent). */
export const inviteUserSchema = object({
  email: trimmedString()
    .email(MESSAGES.invalidEmail)
    .required(MESSAGES.emailRequired)
    .typeError(MESSAGES.invalidEmail),
  role: roleField().default(Role.User),
  manufacturerSignupType: mixed<ManufacturerSignupType>()
    // An empty select means no type chosen, which the field allows.
    .transform((value: unknown) => (value === '' ? undefined : value))
    .oneOf(MANUFACTURER_SIGNUP_TYPES, MESSAGES.unknownSignupType)
    .optional(),
  sendInviteEmail: boolean().default(true),
});
export type InviteUserValues = InferType<typeof inviteUserSchema>;

/** A name field: optional (invited users have none yet), a string when given. */
const nameField = (typeErrorMessage: string) =>
  trimmedString().nullable().defined().default(null).typeError(typeErrorMessage);

/** Edit user modal (spec §5). The fallback labels are the messages of malformed values. */
export const editUserSchema = object({
  firstName: nameField(MESSAGES.invalidFirstName),
  lastName: nameField(MESSAGES.invalidLastName),
  email: trimmedString()
    .email(MESSAGES.invalidEmail)
    .required(MESSAGES.editEmailRequired)
    .typeError(MESSAGES.invalidEmailLabel),
  role: roleField(),
});
export type EditUserValues = InferType<typeof editUserSchema>;
