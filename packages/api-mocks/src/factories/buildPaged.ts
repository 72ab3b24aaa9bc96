import { type Paged } from '@admin-hub/domain/entities';
import { paginate } from '@admin-hub/domain/pagedMeta';

/** A paged response over fixture items, with the meta of spec §3. */
export const buildPaged = <T>(
  items: readonly T[],
  { page = 1, perPage = 40, baseUrl = 'http://localhost:4001/api/users' } = {},
): Paged<T> => paginate(items, page, perPage, baseUrl);
