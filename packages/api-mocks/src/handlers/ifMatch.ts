import { entityTag } from '@admin-hub/domain/entityTag';
import { HttpResponse, type JsonBodyType } from 'msw';
import { ApiError } from './apiError.ts';

/** Not in the spec (issue 36): the answer to a PUT whose `If-Match` names an older version. */
export const CHANGED_MESSAGE = 'Changed by someone else since it was read';

/**
 * The proposed `If-Match` of a PUT: when the request carries one and it names neither the
 * record's current version (`entityTag` of the record as the spec's read returns it) nor `*`, a
 * 409. Checked once the call is otherwise allowed, just before the change is applied, so a 409
 * says only that: someone else changed it. Without the header the call is as the spec has it.
 */
export function requireIfMatch(request: Request, current: unknown): void {
  const header = request.headers.get('If-Match');
  if (header === null) return;
  const wanted = header.split(',').map((tag) => tag.trim());
  if (wanted.includes('*') || wanted.includes(entityTag(current))) return;
  throw new ApiError(409, { message: CHANGED_MESSAGE });
}

/** A read's JSON answer with its `ETag` (proposed, issue 36): the version an If-Match names. */
export const withEntityTag = (body: JsonBodyType): Response =>
  HttpResponse.json(body, { headers: { ETag: entityTag(body) } });
