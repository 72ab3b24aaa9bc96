import { useState } from 'react';
import type { AuthId, User } from '@admin-hub/domain/entities';

export interface UserSelection {
  /** The selected users by id, in the order they were selected. */
  users: ReadonlyMap<AuthId, User>;
  /** Ticks (true) or unticks these users. */
  change: (users: readonly User[], selected: boolean) => void;
  /** Selects exactly these users: none to clear, a whole search's after 'Select all'. */
  set: (users: readonly User[]) => void;
  /** True from the first tick on: the bulk actions' code is wanted from then. */
  used: boolean;
}

/**
 * The users ticked on a list page. Kept by id across pages and searches, so paging on and
 * ticking more adds to it, and the rows on screen show whether each is selected.
 */
export function useUserSelection(): UserSelection {
  const [users, setUsers] = useState<ReadonlyMap<AuthId, User>>(new Map());
  const [used, setUsed] = useState(false);
  return {
    users,
    used,
    change: (changed, selected) => {
      setUsed(true);
      setUsers((current) => {
        const next = new Map(current);
        for (const user of changed) {
          if (selected) next.set(user.id, user);
          else next.delete(user.id);
        }
        return next;
      });
    },
    set: (all) => setUsers(new Map(all.map((user) => [user.id, user]))),
  };
}
