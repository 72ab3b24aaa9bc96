/** The id of the tag every list query provides, so that creating or deleting refreshes lists. */
export const LIST = 'LIST';

/**
 * LIST plus one tag per item, the way RTK Query's kitchen-sink example tags collections.
 * A malformed answer (not an array) still gets its LIST tag instead of breaking the cache.
 */
const isArray = <Item>(value: readonly Item[] | undefined): value is readonly Item[] =>
  Array.isArray(value);

export const listTags = <T extends string, Id extends string | number>(
  type: T,
  items: readonly { id: Id }[] | undefined,
) => [{ type, id: LIST }, ...(isArray(items) ? items : []).map(({ id }) => ({ type, id }))];
