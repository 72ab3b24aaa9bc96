import { boolean, mixed, object, type InferType } from 'yup';
import {
  EMAIL_LOCAL_PART_MAX_LENGTH,
  EMAIL_MAX_LENGTH,
  PERSON_NAME_MAX_LENGTH,
} from '../limits.ts';
import { MESSAGES } from '../messages.ts';
import { MANUFACTURER_SIGNUP_TYPES, ROLES, Role, type ManufacturerSignupType } from '../roles.ts';
import { maxCharacters, visibleString } from './visibleText.ts';

/** An empty select ('') is not a role, so it fails with the same message as a missing one. */
const roleField = () =>
  mixed<Role>().oneOf(ROLES, MESSAGES.chooseRole).required(MESSAGES.chooseRole);

/**
 * An e-mail address within RFC 5321's limits. The local part is checked first: for an address
 * that breaks both, it is the more telling message. Both count octets, which for the ASCII
 * addresses `email()` accepts are characters.
 */
const emailField = (requiredMessage: string, typeErrorMessage: string) =>
  visibleString()
    .email(MESSAGES.invalidEmail)
    .test({
      name: 'localPartMax',
      message: MESSAGES.emailLocalPartTooLong,
      params: { max: EMAIL_LOCAL_PART_MAX_LENGTH },
      test: (value) =>
        typeof value !== 'string' ||
        !value.includes('@') ||
        value.slice(0, value.lastIndexOf('@')).length <= EMAIL_LOCAL_PART_MAX_LENGTH,
    })
    .test(maxCharacters(EMAIL_MAX_LENGTH, MESSAGES.emailTooLong))
    .required(requiredMessage)
    .typeError(typeErrorMessage);

/** Invite User modal (spec §5, defaults of §9: base user role, invite email sent). */
export const inviteUserSchema = object({
  email: emailField(MESSAGES.emailRequired, MESSAGES.invalidEmail),
  role: roleField().default(Role.User),
  manufacturerSignupType: mixed<ManufacturerSignupType>()
    // An empty select means no type chosen, which the field allows.
    .transform((value: unknown) => (value === '' ? undefined : value))
    .oneOf(MANUFACTURER_SIGNUP_TYPES, MESSAGES.unknownSignupType)
    .optional(),
  sendInviteEmail: boolean().default(true).typeError(MESSAGES.invalidSendInviteEmail),
});
export type InviteUserValues = InferType<typeof inviteUserSchema>;

/**
 * A name field: optional (invited users have none yet), a string when given. A name of only
 * invisible characters is '' and so no name, which keeps the user Invited.
 */
const nameField = (typeErrorMessage: string, tooLongMessage: string) =>
  visibleString()
    .test(maxCharacters(PERSON_NAME_MAX_LENGTH, tooLongMessage))
    .nullable()
    .defined()
    .default(null)
    .typeError(typeErrorMessage);

/** Edit user modal (spec §5). The fallback labels are the messages of malformed values. */
export const editUserSchema = object({
  firstName: nameField(MESSAGES.invalidFirstName, MESSAGES.firstNameTooLong),
  lastName: nameField(MESSAGES.invalidLastName, MESSAGES.lastNameTooLong),
  email: emailField(MESSAGES.editEmailRequired, MESSAGES.invalidEmailLabel),
  role: roleField(),
});
export type EditUserValues = InferType<typeof editUserSchema>;
