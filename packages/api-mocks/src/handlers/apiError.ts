import type { ApiErrorBody, RuleResult } from '@admin-hub/domain';
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

export const forbidden = (message = FORBIDDEN_MESSAGE) => new ApiError(403, { message });
export const notFound = (message: string) => new ApiError(404, { message });
export const badRequest = (message: string) => new ApiError(400, { message });

/** A 422 for one field, in the shape the app's forms read (`errors[].field/rule`). */
export const fieldError = (field: string, rule: string, message: string) =>
  new ApiError(422, { message, errors: [{ field, rule, message }] });

/** Throws the rule's own message as a 403: the server says what the UI would. */
export function enforce(rule: RuleResult): void {
  if (!rule.allowed) throw forbidden(rule.message);
}

/** Validates a payload with a domain schema; answers 422 with every field error. */
export async function validate<S extends AnyObjectSchema>(
  schema: S,
  payload: unknown,
): Promise<InferType<S>> {
  try {
    return await schema.validate(payload, { abortEarly: false, stripUnknown: true });
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

/** The JSON body of a request; a body that is not a JSON object is a 400. */
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
  return body as Record<string, unknown>;
}

/** A positive integer path or query parameter. */
export function integerParam(value: string | null | undefined, name: string): number {
  const parsed = Number(value);
  if (!value || !Number.isInteger(parsed) || parsed < 1) throw badRequest(`Invalid ${name}`);
  return parsed;
}
