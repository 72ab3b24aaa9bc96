import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { isActivityKind, type ActivityFilters } from '@admin-hub/domain/activity';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const positiveInteger = (raw: string | null): number | undefined => {
  const value = Number(raw);
  return raw !== null && Number.isInteger(value) && value >= 1 ? value : undefined;
};

/**
 * The hub-wide Activity page's filters as its address says them (`?companyId=&userId=&actorId=
 * &kind=&from=&to=&page=`, the names of `GET /activity`'s own parameters): what is not one of
 * them (an unknown kind, a day that is no day) is left out rather than sent.
 */
export function readActivityFilters(address: URLSearchParams): ActivityFilters {
  const filters: ActivityFilters = {};
  const companyId = positiveInteger(address.get('companyId'));
  if (companyId !== undefined) filters.companyId = companyId;
  const userId = address.get('userId');
  if (userId) filters.userId = userId;
  const actorId = address.get('actorId');
  if (actorId) filters.actorId = actorId;
  const kind = address.get('kind');
  if (isActivityKind(kind)) filters.kind = kind;
  const from = address.get('from');
  if (from && DAY.test(from)) filters.from = from;
  const to = address.get('to');
  if (to && DAY.test(to)) filters.to = to;
  const page = positiveInteger(address.get('page'));
  if (page !== undefined && page > 1) filters.page = page;
  return filters;
}

/**
 * The Activity page's filters kept in the address, like the users list keeps its search: reload,
 * Back and a shared link show the same entries. Each change adds a history entry, so Back undoes
 * a filter or a page.
 */
export function useActivityParams(): {
  filters: ActivityFilters;
  setFilters: (filters: ActivityFilters) => void;
} {
  const [address, setAddress] = useSearchParams();
  const setFilters = useCallback(
    (filters: ActivityFilters) => {
      const next = new URLSearchParams();
      for (const [name, value] of Object.entries(filters))
        if (value !== undefined && !(name === 'page' && value === 1)) next.set(name, String(value));
      setAddress(next);
    },
    [setAddress],
  );
  return { filters: readActivityFilters(address), setFilters };
}
