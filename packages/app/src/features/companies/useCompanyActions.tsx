import type { ReactNode } from 'react';
import {
  COMPANY_ACTION_LABELS,
  CompanyAction,
  companyActions,
} from '@admin-hub/domain/companyActions';
import { hasContentAccount } from '@admin-hub/domain/contentAccount';
import { emulationTarget } from '@admin-hub/domain/emulationTarget';
import type { ContentAccountState } from '@admin-hub/domain/contentAccount';
import type { Company } from '@admin-hub/domain/entities';
import type { MenuAction } from '@admin-hub/ui/ActionMenu';
import { useCurrentUser } from '../../auth/useCurrentUser.ts';
import { useAppConfig } from '../../config/ConfigProvider.tsx';
import { useEmulation } from '../../emulation/useEmulation.ts';
import { withProduct } from '../../notifications/toastMessages.ts';
import { useDialog } from '../dialogs/useDialog.tsx';
import { CompanyActionDialog } from './CompanyActionDialog.tsx';
import type { CompanyActionDialogProps } from './CompanyActionDialog.tsx';

export interface CompanyActions {
  /** The summary card's menu; empty while the current user loads or when the role has none. */
  actions: MenuAction[];
  /** The one open company dialog, rendered once by the screen. */
  dialog: ReactNode;
}

/**
 * The company page's own actions (spec §2, §6) as the domain rule answers them for the signed-in
 * user: edit company, credits and subscriber open their dialogs; emulate acts at once on the
 * company's first admin (else first user); delete asks the stronger confirmation first. An
 * action that cannot be used here says why instead of opening a form with nothing to edit.
 */
export function useCompanyActions(
  company: Company | undefined,
  account: ContentAccountState,
): CompanyActions {
  const { user: me } = useCurrentUser();
  const { productName } = useAppConfig();
  const emulation = useEmulation();
  const { open: show, render } = useDialog<CompanyActionDialogProps['dialog']>();
  const dialog = render(({ payload, close }) => (
    <CompanyActionDialog dialog={payload} onClose={close} />
  ));

  if (me === undefined || company === undefined) return { actions: [], dialog };

  const open = (action: CompanyAction): (() => void) => {
    switch (action) {
      case CompanyAction.Emulate:
        return () => {
          const target = emulationTarget(company);
          if (target) void emulation.start(target);
        };
      case CompanyAction.EditCredits:
        return () => {
          if (hasContentAccount(account)) show({ action, account });
        };
      case CompanyAction.EditSubscriber:
        return () => {
          if (hasContentAccount(account)) show({ action, account, users: company.users });
        };
      default:
        return () => show({ action, company });
    }
  };

  const actions = companyActions(me, company, account).map((answer): MenuAction => ({
    label: COMPANY_ACTION_LABELS[answer.action],
    // Delete company, the one action that cannot be undone, set apart at the end.
    group: answer.action === CompanyAction.Delete ? 'danger' : 'company',
    danger: answer.action === CompanyAction.Delete,
    disabledReason: answer.allowed ? undefined : withProduct(answer.message, productName),
    disabled: answer.action === CompanyAction.Emulate && emulation.pending,
    onSelect: open(answer.action),
  }));
  return { actions, dialog };
}
