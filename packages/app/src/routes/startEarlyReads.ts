import { USER_SORTS } from '@admin-hub/domain/constants';
import type { CurrentUser } from '@admin-hub/domain/entities';
import { ROUTE_ACCESS, canAccessRoute } from '@admin-hub/domain/routeAccess';
import type { RouteId } from '@admin-hub/domain/routeAccess';
import { createEarlyReads } from '../api/earlyReads.ts';
import type { EarlyReads } from '../api/earlyReads.ts';
import { usersListArgs, usersQuery } from '../api/main/usersQuery.ts';
import type { AppConfig } from '../config/AppConfig.ts';
import { readListParams } from '../queryViews/readListParams.ts';

interface Query {
  url: string;
  params: Record<string, string | number | undefined>;
}

/**
 * The lists whose first page the entry reads ahead, by the route whose address names them, with
 * the endpoint's own request (so the store's first request is the same one and takes it over).
 * Matched by the route's exact path: the route tree (and React Router) are not loaded yet.
 */
const FIRST_LISTS: ReadonlyArray<{ routeId: RouteId; query: (address: URLSearchParams) => Query }> =
  [
    {
      routeId: 'users',
      query: (address) => usersQuery(usersListArgs(readListParams(address, USER_SORTS))),
    },
  ];

/** The address fetchBaseQuery sends a query to: its URL joined and its defined params appended. */
const addressOf = (base: string, { url, params }: Query): string => {
  const defined = Object.entries(params).flatMap(([name, value]) =>
    value === undefined ? [] : [[name, String(value)]],
  );
  const query = new URLSearchParams(defined).toString();
  return `${base.replace(/\/$/, '')}/${url}${query ? `?${query}` : ''}`;
};

export interface EarlyReadsOptions {
  config: AppConfig;
  /** The session restore under way: its access token, or undefined when it found none. */
  token: Promise<string | undefined>;
  /** The page's address: the route whose first reads go ahead. */
  address: URL;
  fetchFn?: typeof fetch;
}

/**
 * The signed-in critical path started by the entry while the rest of the code downloads: once
 * the session restore has a token, `GET /users/me`, and on its answer the first page of the list
 * the address names when the role may see it (a base user at /admin/users sends no list
 * request, as with the route's loader). The store takes the responses over (`EarlyReads`); a
 * failure is the store's to meet again, through its own request, retries and toasts.
 */
export function startEarlyReads({
  config,
  token,
  address,
  fetchFn = (input, init) => fetch(input, init),
}: EarlyReadsOptions): EarlyReads {
  const list = FIRST_LISTS.find(({ routeId }) => ROUTE_ACCESS[routeId].path === address.pathname);
  let allSent = () => {};
  const reads = createEarlyReads(new Promise<void>((resolve) => (allSent = resolve)));
  const read = (url: string, bearer: string): Promise<Response> => {
    const response = fetchFn(url, {
      headers: { Authorization: `Bearer ${bearer}` },
      credentials: 'include',
    });
    reads.put(url, bearer, response);
    // Its failure is met by whoever takes it (or nobody): never an unhandled rejection.
    response.catch(() => undefined);
    return response;
  };
  const roleOf = async (response: Response) =>
    response.ok ? ((await response.clone().json()) as CurrentUser).role : undefined;
  void token
    .then(async (bearer) => {
      if (!bearer) return;
      const me = read(addressOf(config.api.main, { url: 'users/me', params: {} }), bearer);
      if (!list) return;
      const role = await roleOf(await me);
      if (role && canAccessRoute(role, list.routeId)) {
        void read(addressOf(config.api.main, list.query(address.searchParams)), bearer);
      }
    })
    // Every read this entry will send is sent (or none will be): the store's wait ends.
    .finally(allSent)
    // A failed read is the store's to meet, through its own request.
    .catch(() => undefined);
  return reads;
}
