import type { ConflictChoice, EditConflictRow } from '../EditConflictPanel/EditConflictPanel.tsx';

/**
 * A field someone else changed since the form opened, as a submit answers it (domain's
 * `threeWayMerge`, its `changedByOthers`): their value, the person's, and whether both changed it.
 */
export interface ChangedField<Values> {
  field: keyof Values & string;
  theirs: unknown;
  mine: unknown;
  conflict: boolean;
}

/** How a form names its fields and reads their values in a conflict: as its own labels say. */
export type FieldTexts<Values> = {
  [Field in keyof Values]?: { label: string; text?: (value: Values[Field]) => string };
};

/** The compare a submit answered, while the person settles it. */
export interface ChangedElsewhere<Values> {
  /** One per compare: a new one mounts the panel anew, and focus goes to it again. */
  key: number;
  fields: ChangedField<Values>[];
  choices: Partial<Record<string, ConflictChoice>>;
  /** Saves refused because a field both changed had no choice yet. */
  refusedSaves: number;
}

const plainText = (value: unknown): string => {
  if (value === null || value === undefined) return '';
  if (Array.isArray(value)) return value.map(plainText).join(', ');
  if (typeof value === 'string') return value;
  return typeof value === 'number' || typeof value === 'boolean'
    ? String(value)
    : JSON.stringify(value);
};

export function conflictRows<Values>(
  fields: readonly ChangedField<Values>[],
  texts: FieldTexts<Values>,
): EditConflictRow[] {
  return fields.map(({ field, theirs, mine, conflict }) => {
    const own = texts[field];
    const text = (own?.text as ((value: unknown) => string) | undefined) ?? plainText;
    return {
      field,
      label: own?.label ?? field,
      theirsText: text(theirs),
      mineText: text(mine),
      conflict,
    };
  });
}

/** A new compare's state: a field only they changed starts on theirs, a conflict on nothing. */
export const changedElsewhere = <Values>(
  fields: ChangedField<Values>[],
  last: ChangedElsewhere<Values> | null,
): ChangedElsewhere<Values> => ({
  key: (last?.key ?? 0) + 1,
  fields,
  choices: Object.fromEntries(
    fields.filter(({ conflict }) => !conflict).map(({ field }) => [field, 'theirs' as const]),
  ),
  refusedSaves: 0,
});

export const unsettled = <Values>(state: ChangedElsewhere<Values> | null): boolean =>
  state !== null && state.fields.some(({ field }) => state.choices[field] === undefined);
