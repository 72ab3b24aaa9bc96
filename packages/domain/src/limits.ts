/**
 * Limits a real product sets on what it stores. The yup schemas enforce them, so a form shows the
 * same message the server answers with; the mock server also caps request bodies.
 */

/** RFC 5321 §4.5.3.1: a path (so an address) is at most 254 octets usable, a local part 64. */
export const EMAIL_MAX_LENGTH = 254;
export const EMAIL_LOCAL_PART_MAX_LENGTH = 64;

/**
 * First and last names, each. Generous for real names in every script the seed uses, short
 * enough that a row, a badge and the profile menu still lay out.
 */
export const PERSON_NAME_MAX_LENGTH = 100;

/**
 * Company names: the customary 255 of account names in CRMs and identity providers, long enough
 * for the registered names of cooperatives and public bodies (the seed has one of 113).
 */
export const COMPANY_NAME_MAX_LENGTH = 255;

/**
 * Download and request credits. Far above any plan's allowance, and a safe integer, so a value
 * never loses precision on its way through JSON.
 */
export const CREDITS_MAX = 1_000_000;

/** Request bodies: the largest real payload (a sign-permission list) is a few kilobytes. */
export const REQUEST_BODY_MAX_BYTES = 100 * 1024;
