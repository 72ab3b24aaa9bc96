import { formatCount } from '@admin-hub/domain/formatCount';
import { Download, KeyRound, Mail, Trash2 } from 'lucide-react';
import { useMemo, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import {
  BULK_USER_ACTION_LABELS,
  bulkUserActions,
  sortSelection,
} from '@admin-hub/domain/bulkUserActions';
import type { BulkUserAction, SortedSelection } from '@admin-hub/domain/bulkUserActions';
import type { User } from '@admin-hub/domain/entities';
import type { RuleResult } from '@admin-hub/domain/ruleResult';
import { userNameAndEmail } from '@admin-hub/domain/userDisplayName';
import { BulkActionBar } from '@admin-hub/ui/BulkActionBar';
import { RunPanel } from '@admin-hub/ui/RunPanel';
import type { RunRow } from '@admin-hub/ui/RunPanel';
import { usersApi } from '../../../api/index.ts';
import { runEnded } from '../../../api/runEnded.ts';
import type { GetUsersArgs } from '../../../api/index.ts';
import { useCurrentUser } from '../../../auth/useCurrentUser.ts';
import { useAppConfig } from '../../../config/ConfigProvider.tsx';
import { errorToastText } from '../../../notifications/toastMessages.ts';
import { useAppDispatch } from '../../../store/appHooks.ts';
import { collectEveryPage } from '../../runs/collectEveryPage.ts';
import { countOutcomes, pageRows } from '../../runs/runRows.ts';
import type { ItemOutcome } from '../../runs/runItems.ts';
import { anyActive, runPanelProgress, useRun } from '../../runs/useRun.ts';
import { csvFileName, csvText, saveCsv } from '../../export/csv.ts';
import { USER_COLUMNS } from '../../export/userColumns.ts';
import { ConfirmBulkUserAction } from './ConfirmBulkUserAction.tsx';
import { BULK_ENDPOINTS, userBulkStep } from './userBulkStep.ts';
import type { UserSelection } from './useUserSelection.ts';
import { useDialog } from '../../dialogs/useDialog.tsx';

/** The bar's icon of each action (it shows them alone where its full line does not fit). */
const BULK_ACTION_ICONS: Record<BulkUserAction, ReactNode> = {
  sendInviteEmail: <Mail size={16} />,
  sendPasswordResetEmail: <KeyRound size={16} />,
  delete: <Trash2 size={16} />,
};

export interface UserBulkActionsProps {
  selection: UserSelection;
  /** The list header's place for the bar (`SelectionHeader`); null where no header is on screen. */
  barSlot: HTMLDivElement | null;
  /** The rows on screen: 'Select all' across pages is offered once each of them is selected. */
  shownUsers: readonly User[] | undefined;
  /**
   * The whole list where it spans more than one page: the query of the page on screen (its
   * search and sort; every page is fetched) and the count of its users.
   */
  allUsers?: { args: GetUsersArgs; total: number };
  /** The row menus' rule for one user and action (`useUserActions().ruleFor`). */
  ruleFor: (user: User, action: BulkUserAction) => RuleResult | undefined;
}

/** How each action's outcomes read, and its verb for the ones a cancel left ('Send to the 68 not sent'). */
const OUTCOME_WORDS = {
  sendInviteEmail: { labels: { succeeded: 'Sent', notStarted: 'Not sent' }, verb: 'Send to' },
  sendPasswordResetEmail: {
    labels: { succeeded: 'Sent', notStarted: 'Not sent' },
    verb: 'Send to',
  },
  delete: { labels: { succeeded: 'Deleted', notStarted: 'Not deleted' }, verb: 'Delete' },
} as const;

const PAGE_LABELS = { succeeded: 'Loaded', notStarted: 'Not loaded' } as const;

interface UsersRun {
  action: BulkUserAction;
  skipped: SortedSelection<User>['skipped'];
}

/**
 * Issue 17's bulk actions on a list of users: the selection's bar with what the role may do,
 * the confirmation that lists the users each rule skips, then the run (a few calls at a time,
 * progress, Cancel) and its summary with 'Retry failed' and, after a cancel, the offer of the
 * users it did not reach (the selection was cleared when the run began). Also 'Select all' across pages, which
 * fetches the list's every page on the same run machinery.
 */
export function UserBulkActions({
  selection,
  barSlot,
  shownUsers,
  allUsers,
  ruleFor,
}: UserBulkActionsProps) {
  const dispatch = useAppDispatch();
  const { productName } = useAppConfig();
  const { user: me } = useCurrentUser();
  const confirmation = useDialog<{ action: BulkUserAction; sorted: SortedSelection<User> }>();
  const [current, setCurrent] = useState<UsersRun | null>(null);

  const run = useRun<User>();
  const loadAll = useRun<number>();
  const running = anyActive(run.state, loadAll.state);

  const count = selection.users.size;
  const everyShownSelected =
    shownUsers !== undefined &&
    shownUsers.length > 0 &&
    shownUsers.every(({ id }) => selection.users.has(id));
  const selectedItems = useMemo(() => {
    // While the rows load nothing is known to be hidden: no 'not shown' flickers in.
    const onScreen = shownUsers && new Set(shownUsers.map(({ id }) => id));
    return [...selection.users.values()].map((user) => ({
      key: user.id,
      label: userNameAndEmail(user),
      notShown: onScreen !== undefined && !onScreen.has(user.id),
    }));
  }, [selection.users, shownUsers]);
  const notShown = selectedItems.filter((item) => item.notShown).length;

  const selectAllPages = () => {
    if (!allUsers) return;
    const pages = collectEveryPage<GetUsersArgs, User>(dispatch, {
      endpoint: usersApi.endpoints.getUsers,
      ...allUsers,
      reasonOf: (error) => errorToastText('getUsers', error, productName) ?? 'Failed',
    });
    run.close();
    setCurrent(null);
    loadAll.start(pages.pages, {
      kind: 'selectAll',
      noun: 'users',
      step: pages.step,
      onEnd: ({ outcomes }) => {
        const counts = countOutcomes(outcomes);
        // Only a whole list is selected: a page missing would leave users out unseen.
        if (counts.failed === 0 && counts.notStarted === 0) {
          selection.set(pages.rows());
          loadAll.close();
        }
        return counts;
      },
    });
  };

  const confirm = (action: BulkUserAction, sorted: SortedSelection<User>) => {
    setCurrent({ action, skipped: sorted.skipped });
    // The run's panel now holds these users; the list is free for the next selection.
    selection.set([]);
    loadAll.close();
    run.start(sorted.allowed, {
      kind: BULK_ENDPOINTS[action],
      noun: 'users',
      step: userBulkStep(action, productName),
    });
  };

  // The selected users are all here already: no page to fetch.
  const exportSelection = () => {
    const selected = [...selection.users.values()];
    void csvText(USER_COLUMNS, selected).then((text) => {
      saveCsv(csvFileName('selected users'), text);
      // Saved at once, in one step: the end of a run of one, for the same toast as an export's.
      const outcome = { kind: 'export', noun: 'users', rows: selected.length } as const;
      dispatch(
        runEnded({ outcome: { ...outcome, succeeded: 1, failed: 0, notStarted: 0 }, changes: [] }),
      );
    });
  };

  const rows = useMemo(
    () => (current && run.state ? summaryRows(run.state.outcomes, current.skipped) : []),
    [current, run.state],
  );

  const bar = count > 0 && me && (
    <BulkActionBar
      count={count}
      noun="users"
      busy={running}
      onClear={() => selection.set([])}
      notShown={notShown}
      selected={{
        items: selectedItems,
        onDeselect: (id) => {
          const user = selection.users.get(id);
          if (user) selection.change([user], false);
        },
      }}
      selectAll={
        allUsers && everyShownSelected && allUsers.total > count
          ? { total: allUsers.total, onSelect: selectAllPages }
          : undefined
      }
      actions={[
        ...bulkUserActions(me.role).map((bulk) => ({
          label: BULK_USER_ACTION_LABELS[bulk],
          icon: BULK_ACTION_ICONS[bulk],
          variant: bulk === 'delete' ? ('danger' as const) : ('primary' as const),
          onSelect: () =>
            confirmation.open({
              action: bulk,
              sorted: sortSelection([...selection.users.values()], (user) => ruleFor(user, bulk)),
            }),
        })),
        { label: 'Export', icon: <Download size={16} />, onSelect: exportSelection },
      ]}
    />
  );

  return (
    <>
      {bar && barSlot ? createPortal(bar, barSlot) : bar}
      {loadAll.state && (
        <RunPanel
          title={`Selecting all ${allUsers ? formatCount(allUsers.total) : ''} users`}
          {...runPanelProgress(loadAll.state, loadAll)}
          unit="pages"
          itemHeading="Page"
          statusLabels={PAGE_LABELS}
          continueVerb="Load"
          rows={pageRows(loadAll.state.outcomes)}
          onClose={loadAll.close}
        />
      )}
      {current && run.state && (
        <RunPanel
          title={BULK_USER_ACTION_LABELS[current.action]}
          {...runPanelProgress(run.state, run)}
          unit="users"
          itemHeading="User"
          statusLabels={OUTCOME_WORDS[current.action].labels}
          continueVerb={OUTCOME_WORDS[current.action].verb}
          rows={rows}
          onClose={() => {
            run.close();
            setCurrent(null);
          }}
        />
      )}
      {confirmation.render(({ payload: { action, sorted }, close }) => (
        <ConfirmBulkUserAction
          action={action}
          sorted={sorted}
          onConfirm={() => {
            close();
            confirm(action, sorted);
          }}
          onCancel={close}
        />
      ))}
    </>
  );
}

/** The summary: every user the run went to, then each one the rules skipped, with the reason. */
function summaryRows(
  outcomes: readonly ItemOutcome<User>[],
  skipped: SortedSelection<User>['skipped'],
): RunRow[] {
  return [
    ...outcomes.map(({ item, status, reason }) => ({
      key: item.id,
      label: item.email,
      status,
      reason,
    })),
    ...skipped.map(({ user, message }) => ({
      key: user.id,
      label: user.email,
      status: 'skipped' as const,
      reason: message,
    })),
  ];
}
