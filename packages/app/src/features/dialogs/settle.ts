import { MESSAGES } from '@admin-hub/domain';
import type { ApiErrorBody } from '@admin-hub/domain';

export type Settled<T> = { ok: true; data: T } | { ok: false; error: unknown };

/**
 * Waits for a mutation (an RTK Query trigger's result) and says how it went, never throwing:
 * its toast, success or error, already comes from the listener, so a dialog only decides
 * whether to close (success) or stay open with what was typed (failure).
 */
export async function settle<T>(call: { unwrap: () => Promise<T> }): Promise<Settled<T>> {
  try {
    return { ok: true, data: await call.unwrap() };
  } catch (error) {
    return { ok: false, error };
  }
}

const errorBody = (error: unknown): ApiErrorBody | undefined => {
  if (typeof error !== 'object' || error === null || !('data' in error)) return undefined;
  const { data } = error;
  return typeof data === 'object' && data !== null && 'message' in data
    ? (data as ApiErrorBody)
    : undefined;
};

/**
 * A rejected form's server field errors (422), keyed by field, for the form to show where the
 * person typed. A taken email reads 'Email is already in use' (spec §5).
 */
export function fieldErrorsOf(error: unknown): Record<string, string> | undefined {
  const errors = errorBody(error)?.errors;
  if (!errors?.length) return undefined;
  return Object.fromEntries(
    errors.map(({ field, rule, message }) => [
      field,
      field === 'email' && rule === 'unique' ? MESSAGES.emailInUse : message,
    ]),
  );
}
