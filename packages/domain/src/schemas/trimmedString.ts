import { string } from 'yup';

/**
 * A string schema that trims what it gets. yup's own `trim()` calls `.trim()` on whatever is
 * there and throws on a non-string, which must reach `typeError` instead.
 */
export const trimmedString = () =>
  string().transform((value: unknown) => (typeof value === 'string' ? value.trim() : value));
