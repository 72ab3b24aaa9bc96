import { useCallback, useEffect, useMemo, useRef, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { User } from '@admin-hub/domain/entities';
import { ROLE_LABELS, ROLES, type Role } from '@admin-hub/domain/roles';
import {
  USER_FILTER_PARAMS,
  USER_STATUSES,
  USER_STATUS_LABELS,
  NO_USER_FILTERS,
  hasUserFilters,
  readUserFilters,
  userFilters,
  type UserFilterValues,
  type UserStatus,
} from '@admin-hub/domain/userFilters';
import { FilterGroup, type FilterGroupHandle, type FilterOption } from '@admin-hub/ui/FilterGroup';

export interface CompanyUserFilters {
  /** The filters the address holds. */
  values: UserFilterValues;
  /** Whether any filter is on. */
  active: boolean;
  /** Of `users`, those the filters keep. */
  kept: readonly User[] | undefined;
  /** The Role and Status groups, each choice with its count. */
  groups: ReactNode;
  /**
   * Sets both filters back to All, then focuses the Role filter (the empty list's way out).
   * `alsoClear`: other parameters of the address emptied in the same change (the search), since
   * two changes in one event would each start from the same address.
   */
  clear: (alsoClear?: readonly string[]) => void;
}

/** 'All' in a group; null in the values. */
const ALL = 'all';

/**
 * One filter's choices: All, then each value with its label and the count choosing it shows.
 * A value no user of the company has (`inCompany` 0: 'Super Admin (0)' on most companies) is left
 * out, since choosing it could only empty the list, unless it is the one chosen (an address can
 * ask for it), which stays so that it can be seen and changed. A value that is 0 only because of
 * the search or the other filter stays: it says something of the matches, and the row of choices
 * keeps still while the search is typed.
 */
function filterOptions<T extends string>(
  values: readonly T[],
  labels: Record<T, string>,
  counts: (Record<T, number> & { all: number }) | undefined,
  inCompany: Record<T, number> | undefined,
  chosen: T | null,
): FilterOption<T | typeof ALL>[] {
  return [
    { value: ALL, label: 'All', count: counts?.all },
    ...values
      .filter((value) => inCompany === undefined || inCompany[value] > 0 || value === chosen)
      .map((value) => ({ value, label: labels[value], count: counts?.[value] })),
  ];
}

/**
 * The Role and Status filters of a company's users, kept in the address (`?role=&status=`), so
 * reload, Back and Forward show the same users; each choice counts the users it would show,
 * the other filter and the search kept (`users` are the search's matches, `everyone` all the
 * company's users, which decide the choices offered; undefined until all are in, when every
 * choice is offered). One pass of the domain's
 * `userFilters` per change of the users or the filters, and one per change of `everyone`.
 */
export function useCompanyUserFilters(
  users: readonly User[] | undefined,
  everyone: readonly User[] | undefined,
): CompanyUserFilters {
  const [address, setAddress] = useSearchParams();
  const { role, status } = readUserFilters(address);
  const values = useMemo(() => ({ role, status }), [role, status]);
  const filtered = useMemo(() => users && userFilters(users, values), [users, values]);
  const inCompany = useMemo(
    () => everyone && userFilters(everyone, NO_USER_FILTERS).counts,
    [everyone],
  );

  const setFilters = useCallback(
    (changes: Partial<UserFilterValues>, alsoClear: readonly string[] = []) =>
      setAddress((previous) => {
        const next = new URLSearchParams(previous);
        for (const [key, value] of Object.entries(changes)) {
          const name = USER_FILTER_PARAMS[key as keyof UserFilterValues];
          if (value === null) next.delete(name);
          else next.set(name, value);
        }
        for (const name of alsoClear) next.delete(name);
        return next;
      }),
    [setAddress],
  );

  // Clearing takes away the empty list and its button: focus goes on to the Role filter once
  // it shows All again.
  const roleGroup = useRef<FilterGroupHandle>(null);
  const focusRoleWhenCleared = useRef(false);
  const active = hasUserFilters(values);
  useEffect(() => {
    if (!focusRoleWhenCleared.current || active) return;
    focusRoleWhenCleared.current = false;
    roleGroup.current?.focus();
  }, [active]);

  const counts = filtered?.counts;
  const groups = (
    <div className="d-flex flex-wrap column-gap-4 row-gap-2">
      <FilterGroup<Role | typeof ALL>
        ref={roleGroup}
        label="Role"
        value={role ?? ALL}
        onChange={(next) => setFilters({ role: next === ALL ? null : next })}
        options={filterOptions(ROLES, ROLE_LABELS, counts?.role, inCompany?.role, role)}
      />
      <FilterGroup<UserStatus | typeof ALL>
        label="Status"
        value={status ?? ALL}
        onChange={(next) => setFilters({ status: next === ALL ? null : next })}
        options={filterOptions(
          USER_STATUSES,
          USER_STATUS_LABELS,
          counts?.status,
          inCompany?.status,
          status,
        )}
      />
    </div>
  );

  return {
    values,
    active,
    kept: filtered?.users,
    groups,
    clear: (alsoClear) => {
      focusRoleWhenCleared.current = true;
      setFilters({ role: null, status: null }, alsoClear);
    },
  };
}
