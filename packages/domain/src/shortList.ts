/** The first `limit` items of a list too long to show whole, and how many are left out. */
export interface ShortList<T> {
  head: T[];
  /** Items left out: 0 when the list fits. */
  more: number;
}

export function shortList<T>(items: readonly T[], limit: number): ShortList<T> {
  return { head: items.slice(0, limit), more: Math.max(0, items.length - limit) };
}

/** The line closing a short list: 'and 3 more'. */
export const andMore = (more: number): string => `and ${more} more`;

/** A destructive bulk action's confirmation names its users: this many, then 'and N more'. */
export const CONFIRMATION_NAMES_LIMIT = 10;

/** The selection's 'Show selected' lists this many users, then 'and N more'. */
export const SHOWN_SELECTION_LIMIT = 100;
