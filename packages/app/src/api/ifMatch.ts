/**
 * Not in the spec (issue 36): the proposed `If-Match` header of a guarded change, the version
 * (domain's `entityTag`) of the record the hub compared the edit with. An API that honours it
 * answers 409 when the record changed since; one that does not ignores it.
 */
export interface IfMatch {
  ifMatch?: string;
}

export const ifMatchHeaders = (ifMatch: string | undefined): Record<string, string> | undefined =>
  ifMatch === undefined ? undefined : { 'If-Match': ifMatch };

/**
 * A guarded change refused because the record changed between the hub's re-read and its write
 * (409): the dialog compares again and says what changed, never a toast.
 */
export const isChangedMeanwhileError = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && 'status' in error && error.status === 409;
