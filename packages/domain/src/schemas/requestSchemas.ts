import { array, boolean, number, object, string } from 'yup';
import { MESSAGES } from '../messages.ts';
import { editUserSchema, inviteUserSchema } from './userSchemas.ts';

/**
 * Bodies of the write calls whose fields are more than a form's (spec §7). Each extends the
 * form's schema, so a rule or limit is still written once; validate them with
 * `validateRequest`.
 */

/** A reference to a record by its numeric id: a JSON number, whole, positive and safe. */
const idReference = (requiredMessage: string, invalidMessage: string) =>
  number()
    .integer(invalidMessage)
    .positive(invalidMessage)
    .max(Number.MAX_SAFE_INTEGER, invalidMessage)
    .required(requiredMessage)
    .typeError(invalidMessage);

/** POST /users: the invite, into a company. */
export const createUserRequestSchema = inviteUserSchema.shape({
  companyId: idReference(MESSAGES.companyRequired, MESSAGES.invalidCompany),
});

/** PUT /users/{id}: the edit, with the user's id when the client sends it. */
export const updateUserRequestSchema = editUserSchema.shape({
  id: string().optional().typeError(MESSAGES.invalidUserId),
});

/** PUT /companies/{id}/mfa-status. */
export const mfaStatusRequestSchema = object({
  isMfaEnabled: boolean().required(MESSAGES.invalidMfaStatus).typeError(MESSAGES.invalidMfaStatus),
});

/** PUT users/{userId}/signs/permissions. */
export const signPermissionsRequestSchema = object({
  signIds: array(idReference(MESSAGES.invalidSignIds, MESSAGES.invalidSignIds))
    .required(MESSAGES.invalidSignIds)
    .typeError(MESSAGES.invalidSignIds),
});
