import { MESSAGES } from '@admin-hub/domain/messages';
import { errorBody } from '../../api/errorBody.ts';
import type { Settled } from './settle.ts';

/**
 * What a form dialog's submit answers once its call settled: after a success `onDone` runs (it
 * closes the dialog) and the form has nothing to show; after a failure the server's field errors
 * (422), if any, go where the person typed, and any other failure is said beside Save in
 * `failureText`'s words (`useFailureText`: its toast's, which the listener shows). Either way the
 * dialog stays open with what was typed.
 */
export async function submitOutcome<T>(
  settled: Settled<T>,
  onDone: (data: T) => unknown,
  failureText: (error: unknown) => string | undefined,
): Promise<{ fieldErrors: Record<string, string> } | { error: string } | undefined> {
  if (settled.ok) {
    await onDone(settled.data);
    return undefined;
  }
  const fieldErrors = fieldErrorsOf(settled.error);
  if (fieldErrors) return { fieldErrors };
  const error = failureText(settled.error);
  return error === undefined ? undefined : { error };
}

/** A rejected form's field errors by field; a taken email reads 'Email is already in use' (spec §5). */
function fieldErrorsOf(error: unknown): Record<string, string> | undefined {
  const errors = errorBody(error)?.errors;
  if (!errors?.length) return undefined;
  return Object.fromEntries(
    errors.map(({ field, rule, message }) => [
      field,
      field === 'email' && rule === 'unique' ? MESSAGES.emailInUse : message,
    ]),
  );
}
