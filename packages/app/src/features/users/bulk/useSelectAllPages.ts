import type { User } from '@admin-hub/domain/entities';
import { usersApi } from '../../../api/index.ts';
import type { GetUsersArgs } from '../../../api/index.ts';
import { useAppConfig } from '../../../config/ConfigProvider.tsx';
import { errorToastText } from '../../../notifications/toastMessages.ts';
import { useAppDispatch } from '../../../store/appHooks.ts';
import { collectEveryPage } from '../../runs/collectEveryPage.ts';
import { countOutcomes } from '../../runs/runRows.ts';
import { useRun } from '../../runs/useRun.ts';
import type { Run } from '../../runs/useRun.ts';
import type { UserSelection } from './useUserSelection.ts';

export interface SelectAllPages {
  /** The whole list's count where 'Select all N' is offered (it spans pages); else undefined. */
  total: number | undefined;
  /** The pages' run, on the same machinery as a bulk action's. */
  run: Run<number>;
  start: () => void;
}

/**
 * 'Select all N' across pages: fetches every page of the list's query and selects all its users,
 * only once no page is missing.
 */
export function useSelectAllPages(
  selection: UserSelection,
  /** The whole list where it spans pages on the server: its query as on screen, and its count. */
  allUsers: { args: GetUsersArgs; total: number } | undefined,
): SelectAllPages {
  const dispatch = useAppDispatch();
  const { productName } = useAppConfig();
  const run = useRun<number>();
  return {
    total: allUsers?.total,
    run,
    start: () => {
      if (!allUsers) return;
      const pages = collectEveryPage<GetUsersArgs, User>(dispatch, {
        endpoint: usersApi.endpoints.getUsers,
        ...allUsers,
        reasonOf: (error) => errorToastText('getUsers', error, productName) ?? 'Failed',
      });
      run.start(pages.pages, {
        kind: 'selectAll',
        noun: 'users',
        step: pages.step,
        onEnd: ({ outcomes }) => {
          const counts = countOutcomes(outcomes);
          // Only a whole list is selected: a page missing would leave users out unseen.
          if (counts.failed === 0 && counts.notStarted === 0) {
            selection.set(pages.rows());
            run.close();
          }
          return counts;
        },
      });
    },
  };
}
