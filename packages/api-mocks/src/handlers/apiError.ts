import { type ApiErrorBody } from '@admin-hub/domain/entities';
import { parseEntityId } from '@admin-hub/domain/ids';
import { MESSAGES } from '@admin-hub/domain/messages';
import { type RuleResult } from '@admin-hub/domain/ruleResult';
import { validateRequest } from '@admin-hub/domain/schemas/validateRequest';
import { ValidationError, type AnyObjectSchema, type InferType } from 'yup';

/** Thrown by resolvers; the handler wrapper turns it into a JSON error response. */
export class ApiError extends Error {
  readonly status: number;
  readonly body: ApiErrorBody;

  constructor(status: number, body: ApiErrorBody) {
    super(body.message);
    this.status = status;
    this.body = body;
  }
}

/** The message of a 403 that no domain rule words (e.g. a base user calling an admin route). */
export const FORBIDDEN_MESSAGE = 'You do not have permission to do this';
export const UNAUTHORIZED_MESSAGE = 'Unauthorized';
/**
 * The one answer for a record that is not there or not the caller's to see: naming what was
 * missing would tell a company admin which ids exist elsewhere.
 */
export const NOT_FOUND_MESSAGE = 'Not found';

export const forbidden = (message = FORBIDDEN_MESSAGE) => new ApiError(403, { message });
export const notFound = () => new ApiError(404, { message: NOT_FOUND_MESSAGE });
export const badRequest = (message: string) => new ApiError(400, { message });
export const payloadTooLarge = () => new ApiError(413, { message: MESSAGES.requestBodyTooLarge });

/** A 422 for one field, in the shape the app's forms read (`errors[].field/rule`). */
export const fieldError = (field: string, rule: string, message: string) =>
  new ApiError(422, { message, errors: [{ field, rule, message }] });

/** Throws the rule's own message as a 403: the server says what the UI would. */
export function enforce(rule: RuleResult): void {
  if (!rule.allowed) throw forbidden(rule.message);
}

/**
 * Validates a payload with a domain schema, strictly (no casting between JSON types, unknown
 * members ignored); answers 422 with every field error.
 */
export async function validate<S extends AnyObjectSchema>(
  schema: S,
  payload: unknown,
): Promise<InferType<S>> {
  try {
    return await validateRequest(schema, payload);
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const inner = error.inner.length > 0 ? error.inner : [error];
    const errors = inner.map((item) => ({
      field: item.path ?? '',
      rule: item.type ?? 'invalid',
      message: item.errors[0] ?? item.message,
    }));
    throw new ApiError(422, { message: errors[0]?.message ?? error.message, errors });
  }
}

/**
 * The JSON body of a request, as an object without a prototype: a member named `constructor`
 * or `toString` is then just data, never Object.prototype's. Not a JSON object: a 400.
 */
export async function readJson(request: Request): Promise<Record<string, unknown>> {
  let body: unknown;
  try {
    body = await request.json();
  } catch {
    throw badRequest('Request body must be JSON');
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw badRequest('Request body must be a JSON object');
  }
  return Object.assign(Object.create(null) as Record<string, unknown>, body);
}

/** A record id in the path: anything but a plain positive integer names no record. */
export function pathId(value: string | undefined): number {
  const id = parseEntityId(value);
  if (id === null) throw notFound();
  return id;
}

/** An id filter in the query (`?companyId=`): malformed is a 422 on that field. */
export function queryId(url: URL, name: string, invalidMessage: string): number | null {
  const value = url.searchParams.get(name);
  if (value === null || value === '') return null;
  const id = parseEntityId(value);
  if (id === null) throw fieldError(name, 'integer', invalidMessage);
  return id;
}
