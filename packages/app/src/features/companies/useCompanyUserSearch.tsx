import { useCallback, useMemo, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { COMPANY_DETAIL_USERS_PAGE_SIZE } from '@admin-hub/domain/constants';
import { type User } from '@admin-hub/domain/entities';
import { textIndex } from '@admin-hub/domain/textSearch';
import { noUsersMatchText, userFilters } from '@admin-hub/domain/userFilters';
import { ClearSearchButton, EmptyState } from '@admin-hub/ui/EmptyState';
import { SearchBox } from '@admin-hub/ui/SearchBox';
import { useCompanyUserFilters } from './useCompanyUserFilters.tsx';
import { formatCount } from '@admin-hub/domain/formatCount';

export interface CompanyUserSearch {
  /** The search box (for a company whose users take more than one page), the filters and the result line. */
  box: ReactNode;
  /** What the list shows: every user loaded, or those the search and the filters keep. */
  matches: readonly User[] | undefined;
  /** The list's empty state: the company has no users, or none matches the search or filters. */
  emptyState: ReactNode;
  /**
   * The search and filters as a filter of other copies of the company's users (an export
   * fetches its own), so they hold what the list shows; undefined while nothing narrows it.
   */
  filter: ((users: readonly User[]) => readonly User[]) | undefined;
}

/** What the search reads of a user, as the server's GET /users search does (but no company). */
const searchedFields = (user: User) => [user.fullName, user.email];

/**
 * A search and the Role and Status filters over a company's users on its page. The page loads
 * every user anyway (their count, Show More), so the search filters those in the browser, with
 * the rule the server's GET /users search uses (domain's `textIndex`): no request, no page to
 * wait for, and the list it filters is the one on screen. The search is offered once the users
 * take more than one page of 200 (spec §9): a smaller company reads through Show More. The
 * filters (`useCompanyUserFilters`) narrow the search's matches and count each choice over them.
 */
export function useCompanyUserSearch(
  users: readonly User[] | undefined,
  total: number | undefined,
  onInvite?: () => void,
): CompanyUserSearch {
  // In the address (`?search=`), as the users page keeps its own: a reload, Back and a shared
  // link show the same users; another company's page has an address of its own, so no search.
  const [address, setAddress] = useSearchParams();
  const search = address.get('search') ?? '';
  const setSearch = useCallback(
    (next: string) =>
      // Typing replaces the history entry, as on the users page: no entry per pause.
      setAddress(
        (previous) => {
          const changed = new URLSearchParams(previous);
          if (next.trim() === '') changed.delete('search');
          else changed.set('search', next);
          return changed;
        },
        { replace: true },
      ),
    [setAddress],
  );
  const searching = search.trim() !== '';
  const offered = (total ?? 0) > COMPANY_DETAIL_USERS_PAGE_SIZE;

  // Folded once per list of users, at the first search.
  const find = useMemo(
    () => (offered && searching && users ? textIndex(users, searchedFields) : undefined),
    [offered, searching, users],
  );
  const found = useMemo(() => (find ? find(search) : users), [find, search, users]);
  const loaded = users?.length ?? 0;
  const partial = total !== undefined && loaded < total;
  // Which choices no user of the company has is known once all of them are in: before that a
  // role the pages still on their way hold ('Admin' among 1,200 users) would be left out, then
  // come back and move the row when the last page lands.
  const filters = useCompanyUserFilters(found, partial ? undefined : users);
  const matches = filters.kept;
  const narrowed = searching || filters.active;
  const box = loaded > 0 && (
    <div className="mb-2">
      {offered && (
        <SearchBox
          className="mb-2"
          label="Search this company's users"
          placeholder="Search Users by name or email"
          value={search}
          onSearch={setSearch}
        />
      )}
      {filters.groups}
      {/* Always in the document, so a screen reader hears each new result. */}
      <p aria-live="polite" className={narrowed ? 'small text-body-secondary mt-1 mb-0' : 'm-0'}>
        {narrowed &&
          matches &&
          `${formatCount(matches.length)} of ${partial ? `the ${formatCount(loaded)} users loaded so far` : `${formatCount(loaded)} users`} ${matches.length === 1 ? 'matches' : 'match'}`}
      </p>
    </div>
  );

  const clearAll = () => filters.clear(['search']);
  let empty: { description: string; action?: ReactNode } = {
    description: 'Users invited to this company appear here.',
    action: onInvite && (
      <button type="button" className="btn btn-primary btn-sm" onClick={onInvite}>
        Invite User
      </button>
    ),
  };
  if (searching) {
    empty = {
      description: `No user's name or email contains “${search.trim()}”.`,
      action: <ClearSearchButton onClear={() => setSearch('')} />,
    };
  }
  if (filters.active) {
    empty = {
      description: noUsersMatchText(filters.values, search),
      action: (
        <button type="button" className="btn btn-outline-primary btn-sm" onClick={clearAll}>
          {searching ? 'Clear filters and search' : 'Clear filters'}
        </button>
      ),
    };
  }
  const { values } = filters;
  return {
    box: box || null,
    matches,
    filter: narrowed
      ? (others) =>
          userFilters(find ? textIndex(others, searchedFields)(search) : others, values).users
      : undefined,
    emptyState: <EmptyState title="No Users Found" {...empty} />,
  };
}
