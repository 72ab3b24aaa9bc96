import { array, boolean, mixed, number, object, type InferType } from 'yup';
import { MESSAGES } from '../messages.ts';
import { MANUFACTURER_SIGNUP_TYPES, ROLES, Role, type ManufacturerSignupType } from '../roles.ts';
import { canChangeRole, type Actor, type UserTarget } from '../userPermissions.ts';
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
export type SchedulerSignPermissionsValues = InferType<typeof schedulerSignPermissionsSchema>;

/**
 * The Invite User form: the invite itself (POST /users) and, for a base user, the scheduler
 * signs of the follow-up permissions update (spec §4, §6: all preselected).
 */
export const inviteUserFormSchema = inviteUserSchema.shape({ signIds: signIdsField() });
export type InviteUserFormValues = InferType<typeof inviteUserFormSchema>;
