const ASCII = /^[\x20-\x7e]*$/;

/** Case- and accent-insensitive text, so 'zoe' finds 'Zoë' and 'LUKASZ' finds 'Łukasz'. */
export const foldText = (text: string): string =>
  // Most names and every e-mail are plain ASCII: lower case is all they need, at a fraction of
  // the cost (a 10,000-user company folds 20,000 of them).
  ASCII.test(text)
    ? text.toLowerCase()
    : text
        .normalize('NFKD')
        .replace(/[\u0300-\u036f]/g, '')
        .replace(/[łŁ]/g, 'l')
        .replace(/[øØ]/g, 'o')
        .toLowerCase();

/** Whether any of `fields` holds `search` (folded); an empty search matches everything. */
export const matchesSearch = (search: string, fields: readonly (string | null)[]): boolean => {
  const needle = foldText(search.trim());
  return (
    needle === '' || fields.some((field) => field !== null && foldText(field).includes(needle))
  );
};

/**
 * The same match as `matchesSearch` over a fixed list, its fields folded once: a search of a
 * 10,000-user company is then one pass of `includes`, well inside a frame.
 */
export function textIndex<T>(
  items: readonly T[],
  fields: (item: T) => readonly (string | null)[],
): (search: string) => readonly T[] {
  const folded = items.map((item) =>
    fields(item)
      .filter((field): field is string => field !== null)
      .map(foldText),
  );
  return (search) => {
    const needle = foldText(search.trim());
    if (needle === '') return items;
    return items.filter((_, index) => folded[index]?.some((field) => field.includes(needle)));
  };
}
