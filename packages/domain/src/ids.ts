const PLAIN_POSITIVE_INTEGER = /^[1-9][0-9]*$/;

/**
 * A numeric id as it appears in a path or query ('/companies/12'): digits only, no sign, no
 * leading zero, no exponent or hex, within the safe integers; otherwise null. `Number()` alone
 * would take '0x1', '1e2', ' 1 ' and '1.0' for ids.
 */
export function parseEntityId(text: string | null | undefined): number | null {
  if (!text || !PLAIN_POSITIVE_INTEGER.test(text)) return null;
  const id = Number(text);
  return Number.isSafeInteger(id) ? id : null;
}
