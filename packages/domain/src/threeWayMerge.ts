/**
 * Not in the spec (issue 36): how an edit meets someone else's change of the same record. `base`
 * is what the form started from (the record when the dialog opened), `mine` what the person is
 * saving, `theirs` what the server holds now (read again just before the save).
 */
export interface ChangedField<Values, Field extends keyof Values = keyof Values> {
  field: Field;
  /** The value the server holds now. */
  theirs: Values[Field];
  /** The value the person is saving. */
  mine: Values[Field];
  /** The person changed it too, to another value: only they can settle which one stays. */
  conflict: boolean;
}

export interface ThreeWayMerge<Values> {
  /**
   * The fields someone else changed since the form started, to a value other than the person's:
   * while there is one the edit is not saved; the person sees each and chooses.
   */
  changedByOthers: ChangedField<Values>[];
  /**
   * What a save sends once nobody else changed a field: the person's values (a field both
   * changed to the same value is the same either way).
   */
  merged: Values;
}

/**
 * Values equal as a person reads them: no name and an empty one are the same, and a list is
 * compared item by item (callers give sets, such as sign ids, sorted).
 */
export function sameValue(a: unknown, b: unknown): boolean {
  const none = (value: unknown) => value === null || value === undefined || value === '';
  if (none(a) || none(b)) return none(a) && none(b);
  if (Array.isArray(a) && Array.isArray(b))
    return a.length === b.length && a.every((item, index) => sameValue(item, b[index]));
  return a === b;
}

/**
 * The three-way compare of each field the form holds: unchanged by others, the person's value
 * is saved without asking; changed by others only, theirs is the one to keep (the person is shown
 * it); changed by both to different values, a conflict the person settles.
 */
export function threeWayMerge<Values extends object>(
  base: Values,
  mine: Values,
  theirs: Values,
): ThreeWayMerge<Values> {
  const fields = Object.keys(base) as (keyof Values)[];
  const changedByOthers = fields
    .filter((field) => !sameValue(theirs[field], base[field]))
    .filter((field) => !sameValue(theirs[field], mine[field]))
    .map((field) => ({
      field,
      theirs: theirs[field],
      mine: mine[field],
      conflict: !sameValue(mine[field], base[field]),
    }));
  return { changedByOthers, merged: { ...mine } };
}
