import type { ApiErrorBody } from './entities.ts';
import { MESSAGES } from './messages.ts';

/** The toast of a failed POST /users (spec §5, §8): a taken email is named, anything else is generic. */
export function createUserErrorMessage(body: ApiErrorBody | undefined): string {
  const emailTaken = body?.errors?.some(
    (error) => error.field === 'email' && error.rule === 'unique',
  );
  return emailTaken ? MESSAGES.emailInUse : MESSAGES.errorCreatingUser;
}
