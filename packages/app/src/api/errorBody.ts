import type { ApiErrorBody } from '@admin-hub/domain/entities';

/** The API's error body (`message`, and `errors` for a rejected form) of a failed call, if it sent one. */
export const errorBody = (error: unknown): ApiErrorBody | undefined => {
  if (typeof error !== 'object' || error === null || !('data' in error)) return undefined;
  const { data } = error;
  return typeof data === 'object' &&
    data !== null &&
    'message' in data &&
    typeof data.message === 'string'
    ? (data as ApiErrorBody)
    : undefined;
};
