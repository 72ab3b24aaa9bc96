import { skipToken } from '@reduxjs/toolkit/query/react';
import { JUMP_RESULTS_PER_KIND } from '@admin-hub/domain/jumpScope';
import type { Company, Paged, User } from '@admin-hub/domain/entities';
import type { JumpScope } from '@admin-hub/domain/jumpScope';
import type { JumpGroup } from '@admin-hub/ui/JumpBox';
import type { Loadable } from '@admin-hub/ui/LoadableContent';
import { useGetCompaniesQuery, useGetUsersQuery } from '../../api/index.ts';
import { allLoaded } from '../../queryViews/allLoaded.ts';
import { useQueryView } from '../../queryViews/useQueryView.ts';
import type { JumpChoice } from './recentChoices.ts';
import { formatCount } from '@admin-hub/domain/formatCount';

export interface JumpSearch {
  results: Loadable<readonly JumpGroup[]>;
  /** What each listed item leads to, by its key. */
  choices: ReadonlyMap<string, JumpChoice>;
}

const companyChoice = (company: Company): JumpChoice => ({
  item: {
    key: `company:${company.id}`,
    kind: 'company',
    label: company.name,
    detail: `Team Members (${formatCount(company.users.length)})`,
  },
  target: { kind: 'company', companyId: company.id },
});

// Named as the server names them (an invited user has no full name yet: their email).
const userChoice = (user: User, withCompany: boolean): JumpChoice => {
  const name = user.fullName?.trim();
  const details = [name ? user.email : null, withCompany ? user.company.name : null];
  return {
    item: {
      key: `user:${user.id}`,
      kind: 'user',
      label: name || user.email,
      detail: details.filter(Boolean).join(' · ') || undefined,
    },
    target: { kind: 'user', companyId: user.companyId, userId: user.id },
  };
};

/**
 * The jump box's search with the lists' own calls (GET /companies by name, GET /users by
 * search), a few results of each: a super admin searches both, a company admin only their
 * company's users. An empty text searches nothing.
 */
export function useJumpSearch(scope: JumpScope, text: string): JumpSearch {
  const everything = scope.kind === 'everything';
  const page = { page: 1, perPage: JUMP_RESULTS_PER_KIND, direction: 'asc' } as const;
  const companies = useGetCompaniesQuery(
    everything && text ? { ...page, name: text, sort: 'name' } : skipToken,
  );
  const users = useGetUsersQuery(
    text
      ? {
          ...page,
          search: text,
          sort: 'name',
          companyId: scope.kind === 'companyUsers' ? scope.companyId : undefined,
        }
      : skipToken,
  );

  const companyRows = rowsOf(useQueryView(companies));
  const userRows = rowsOf(useQueryView(users));
  // A company admin's search has no companies: none, so only the users decide.
  const companyList = everything ? companyRows : ({ status: 'loaded', data: [] } as const);

  const companyChoices = companyList.status === 'loaded' ? companyList.data.map(companyChoice) : [];
  const userChoices =
    userRows.status === 'loaded' ? userRows.data.map((user) => userChoice(user, everything)) : [];
  return {
    results: allLoaded<[readonly Company[], readonly User[]], JumpGroup[]>(
      [companyList, userRows],
      () => [
        { heading: 'Companies', items: companyChoices.map(({ item }) => item) },
        { heading: 'Users', items: userChoices.map(({ item }) => item) },
      ],
    ),
    choices: new Map(
      [...companyChoices, ...userChoices].map((choice) => [choice.item.key, choice] as const),
    ),
  };
}

const rowsOf = <T>(load: Loadable<Paged<T>>): Loadable<readonly T[]> =>
  load.status === 'loaded' ? { ...load, data: load.data.data } : load;
