import { array, boolean, mixed, number, object, type InferType } from 'yup';
import {
  EMAIL_LOCAL_PART_MAX_LENGTH,
  EMAIL_MAX_LENGTH,
  PERSON_NAME_MAX_LENGTH,
} from '../limits.ts';
import { MESSAGES } from '../messages.ts';
import { ROLES, Role } from '../roles.ts';
import { canChangeRole, type Actor, type UserTarget } from '../userPermissions.ts';
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

/**
 * Invite User modal (spec §5, defaults of §9: base user role, invite email sent): exactly what
 * POST /users carries besides the company (§7). No signup type: that is the Company's (§3).
 */
export const inviteUserSchema = object({
  email: emailField(MESSAGES.emailRequired, MESSAGES.invalidEmail),
  role: roleField().default(Role.User),
  sendInviteEmail: boolean().default(true).typeError(MESSAGES.invalidSendInviteEmail),
});

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

/**
 * Edit user as the actor may send it: the form's rules plus the role rules of spec §6
 * ('Admin role cannot edit super admin user', 'There must be at least one admin user'), so the
 * person reads them on the field before the server is asked. `companyAdminCount` (the target's
 * company's admins, the target included) is given only when the client knows every user of the
 * company; without it the last-admin rule is left to the server.
 */
export function editUserFormSchema(actor: Actor, target: UserTarget, companyAdminCount?: number) {
  return editUserSchema.shape({
    role: roleField().test('role-rule', function checkRoleRule(role) {
      if (role === undefined) return true;
      const answer = canChangeRole(actor, target, role, companyAdminCount ?? Infinity);
      return answer.allowed || this.createError({ message: answer.message });
    }),
  });
}

/** The scheduler signs chosen for a base user, in the order the form lists them. */
const signIdsField = () => array(number().integer().required()).defined().default([]);

/** Scheduler Sign Permissions modal (spec §6): the signs the user may use. */
export const schedulerSignPermissionsSchema = object({ signIds: signIdsField() });

/**
 * The Invite User form: the invite itself (POST /users) and, for a base user, the scheduler
 * signs of the follow-up permissions update (spec §4, §6: all preselected).
 */
export const inviteUserFormSchema = inviteUserSchema.shape({ signIds: signIdsField() });
export type InviteUserFormValues = InferType<typeof inviteUserFormSchema>;
