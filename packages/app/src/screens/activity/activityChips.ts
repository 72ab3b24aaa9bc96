import type { ActivityEntry, ActivityFilters } from '@admin-hub/domain/activity';
import type { ActivityFilterChip } from '@admin-hub/ui/ActivityList';

type ChipFilter = 'actorId' | 'userId' | 'companyId';

const CHIPS: readonly { filter: ChipFilter; label: (name: string) => string }[] = [
  { filter: 'companyId', label: (name) => `Company: ${name}` },
  { filter: 'userId', label: (name) => `On ${name}` },
  { filter: 'actorId', label: (name) => `By ${name}` },
];

/** The name of an id as the entries on screen give it; the id itself when none does. */
function nameOf(filter: ChipFilter, id: string | number, entries: readonly ActivityEntry[]) {
  for (const entry of entries) {
    if (filter === 'companyId' && entry.companyId === id && entry.companyName)
      return entry.companyName;
    if (filter === 'userId' && entry.user?.id === id) return entry.user.email;
    if (filter === 'actorId' && entry.actor.id === id) return entry.actor.email;
  }
  return String(id);
}

/**
 * The hub page's filters that an entry set (its company, the user acted on, the actor), as chips
 * that take them off; named by the entries they filter (an address with an id and no entry shows the id).
 */
export function activityChips(
  filters: ActivityFilters,
  entries: readonly ActivityEntry[],
  setFilters: (filters: ActivityFilters) => void,
): ActivityFilterChip[] {
  return CHIPS.flatMap(({ filter, label }) => {
    const id = filters[filter];
    if (id === undefined) return [];
    return [
      {
        key: filter,
        label: label(nameOf(filter, id, entries)),
        onRemove: () => {
          const { [filter]: _removed, page: _page, ...rest } = filters;
          setFilters(rest);
        },
      },
    ];
  });
}
