import { useMemo, useState, type ReactNode } from 'react';
import { COMPANY_DETAIL_USERS_PAGE_SIZE } from '@admin-hub/domain/constants';
import { type User } from '@admin-hub/domain/entities';
import { textIndex } from '@admin-hub/domain/textSearch';
import { EmptyState } from '@admin-hub/ui/EmptyState';
import { SearchBox } from '@admin-hub/ui/SearchBox';

export interface CompanyUserSearch {
  /** The search box and its result line; null for a company whose users fit one page. */
  box: ReactNode;
  /** What the list shows: every user loaded, or those the search finds. */
  matches: readonly User[] | undefined;
  /** The list's empty state: the company has no users, or none matches the search. */
  emptyState: ReactNode;
  /**
   * The search as a filter of other copies of the company's users (an export fetches its own),
   * so they hold what the list shows; undefined while nothing is searched.
   */
  filter: ((users: readonly User[]) => readonly User[]) | undefined;
}

/** What the search reads of a user, as the server's GET /users search does (but no company). */
const searchedFields = (user: User) => [user.fullName, user.email];

const count = (n: number) => n.toLocaleString('en-US');

/**
 * A search over a company's users on its page. The page loads every user anyway (their count,
 * Show More), so the search filters those in the browser, with the rule the server's
 * GET /users search uses (domain's `textIndex`): no request, no page to wait for, and the list
 * it filters is the one on screen. It is offered once the users take more than one page of 200
 * (spec §9): a smaller company reads through Show More.
 */
export function useCompanyUserSearch(
  companyId: number,
  users: readonly User[] | undefined,
  total: number | undefined,
): CompanyUserSearch {
  const [state, setState] = useState({ companyId, search: '' });
  // Another company's page starts with no search.
  const search = state.companyId === companyId ? state.search : '';
  const searching = search.trim() !== '';
  const offered = (total ?? 0) > COMPANY_DETAIL_USERS_PAGE_SIZE;

  // Folded once per list of users, at the first search.
  const find = useMemo(
    () => (offered && searching && users ? textIndex(users, searchedFields) : undefined),
    [offered, searching, users],
  );
  const matches = useMemo(() => (find ? find(search) : users), [find, search, users]);

  const loaded = users?.length ?? 0;
  const partial = total !== undefined && loaded < total;
  const box = offered && (
    <div className="mb-2">
      <SearchBox
        label="Search this company's users"
        placeholder="Search Users by name or email"
        value={search}
        onSearch={(next) => setState({ companyId, search: next })}
      />
      {/* Always in the document, so a screen reader hears each new result. */}
      <p aria-live="polite" className={searching ? 'small text-body-secondary mt-1 mb-0' : 'm-0'}>
        {searching &&
          matches &&
          `${count(matches.length)} of ${partial ? `the ${count(loaded)} users loaded so far` : `${count(loaded)} users`} ${matches.length === 1 ? 'matches' : 'match'}`}
      </p>
    </div>
  );
  return {
    box: box || null,
    matches,
    filter: find && ((others) => textIndex(others, searchedFields)(search)),
    emptyState: (
      <EmptyState title="No Users Found">
        {searching && `No user's name or email contains “${search.trim()}”.`}
      </EmptyState>
    ),
  };
}
