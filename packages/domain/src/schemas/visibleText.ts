import { string, type TestConfig } from 'yup';

/**
 * Characters that draw nothing yet make a value look different from what it is: C0 and C1
 * controls (NUL and friends), the soft hyphen, the zero-width space, word joiner and invisible
 * operators, the byte-order mark, direction marks, embeddings, overrides and isolates (the
 * "RTLO" spoofing trick), and the blank look-alikes of Hangul and Braille that "empty" names use.
 */
const INVISIBLE =
  // eslint-disable-next-line no-control-regex -- finding control characters is the point
  /[\u0000-\u0008\u000E-\u001F\u007F-\u009F\u00AD\u061C\u115F\u1160\u180E\u200B\u200E\u200F\u202A-\u202E\u2060-\u2064\u2066-\u2069\u2800\u3164\uFEFF\uFFA0]/g;

/** Line breaks and tabs inside a one-line value are spaces. */
const LINE_SPACE = /[\t\n\v\f\r\u0085\u2028\u2029]/g;

/**
 * The zero-width non-joiner and joiner shape Persian, Indic scripts and emoji sequences, so they
 * stay between two visible characters; anywhere else (alone, at an edge, beside a space) they
 * only hide.
 */
const LOOSE_JOINERS = /(^|\s)[\u200C\u200D]+|[\u200C\u200D]+(?=\s|$)/g;

/**
 * What a person typing a name or an address meant: invisible characters dropped, line breaks as
 * spaces, and trimmed. A value made only of invisible characters becomes '' and is refused (or
 * treated as no name) like an empty one, on the form and on the server alike.
 */
export function visibleText(text: string): string {
  return text
    .replace(INVISIBLE, '')
    .replace(LINE_SPACE, ' ')
    .trim()
    .replace(LOOSE_JOINERS, '$1')
    .trim();
}

/** Length in characters (code points), as a person counts them: an emoji is one, not two. */
export const characterCount = (text: string): number => [...text].length;

/**
 * A string schema holding the visible text of what it gets. yup's own `trim()` calls `.trim()`
 * on whatever is there and throws on a non-string, which must reach `typeError` instead.
 */
export const visibleString = () =>
  string().transform((value: unknown) => (typeof value === 'string' ? visibleText(value) : value));

/** At most `max` characters (code points); an absent value is left to `required`. */
export const maxCharacters = (
  max: number,
  message: string,
): TestConfig<string | null | undefined> => ({
  name: 'max',
  message,
  params: { max },
  test: (value) => typeof value !== 'string' || characterCount(value) <= max,
});
