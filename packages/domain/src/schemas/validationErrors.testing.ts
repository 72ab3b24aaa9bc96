import { ValidationError, type AnySchema } from 'yup';

/**
 * Every message `schema` gives `value`, by field path (all failing rules, not only the first),
 * or an empty object when it is valid.
 */
export async function validationErrors(
  schema: Pick<AnySchema, 'validate'>,
  value: unknown,
): Promise<Record<string, string[]>> {
  try {
    await schema.validate(value, { abortEarly: false });
    return {};
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const byPath: Record<string, string[]> = {};
    for (const inner of error.inner) {
      const path = inner.path ?? '';
      (byPath[path] ??= []).push(...inner.errors);
    }
    return byPath;
  }
}
