import { MESSAGES } from '@admin-hub/domain/messages';
import { errorBody } from '../../api/errorBody.ts';
import type { ChangedField } from '@admin-hub/domain/threeWayMerge';
import type { Guarded } from './guardedSave.ts';
import type { Settled } from './settle.ts';

type SentOutcome = { fieldErrors: Record<string, string> } | { error: string } | undefined;

/** ui's `SubmitOutcome` of a guarded edit (issue 36), as the app's dialogs answer it. */
type GuardedOutcome<Values> =
  SentOutcome | { changedElsewhere: ChangedField<Values>[] } | { gone: string };

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
): Promise<SentOutcome> {
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

/**
 * Issue 36: what a form dialog's guarded save (`guardedSave`) answers. Sent, as any submit;
 * not sent because someone else changed fields, those fields for the person to settle; because
 * the record was deleted, `goneText` with only Close; because the fresh read failed, its words
 * beside Save.
 */
export async function guardedSubmitOutcome<Values, T>(
  guarded: Guarded<Values, T>,
  {
    onDone,
    failureText,
    readFailureText,
    goneText,
  }: {
    onDone: (data: T) => unknown;
    failureText: (error: unknown) => string | undefined;
    readFailureText: (error: unknown) => string | undefined;
    goneText: string;
  },
): Promise<GuardedOutcome<Values>> {
  switch (guarded.kind) {
    case 'sent':
      return submitOutcome(guarded.settled, onDone, failureText);
    case 'changed':
      return { changedElsewhere: guarded.fields };
    case 'gone':
      return { gone: goneText };
    case 'readFailed': {
      const error = readFailureText(guarded.error);
      return error === undefined ? undefined : { error };
    }
  }
}
