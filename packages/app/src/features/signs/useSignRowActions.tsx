import type { ReactNode } from 'react';
import {
  SIGN_ROW_ACTION_LABELS,
  SignRowAction,
  contentSignActions,
  schedulerSignActions,
} from '@admin-hub/domain/signActions';
import {
  contentSignDeleteAddress,
  contentSignEditAddress,
  schedulerSignEditAddress,
  schedulerSignViewAddress,
} from '@admin-hub/domain/signAddresses';
import type { ContentAccountState } from '@admin-hub/domain/contentAccount';
import type { ContentSign, SchedulerSign } from '@admin-hub/domain/entities';
import type { SignRowActionAnswer } from '@admin-hub/domain/signActions';
import type { MenuAction } from '@admin-hub/ui/ActionMenu';
import { useCurrentUser } from '../../auth/useCurrentUser.ts';
import { useAppConfig } from '../../config/ConfigProvider.tsx';
import { withProduct } from '../../notifications/toastMessages.ts';
import { useDialog } from '../dialogs/useDialog.tsx';
import { SignActionDialog } from './SignActionDialog.tsx';
import type { SignActionDialogProps } from './SignActionDialog.tsx';
import { useRedirectUrl } from './useRedirectUrl.ts';

export interface SignRowActions {
  schedulerActionsFor: (sign: SchedulerSign) => MenuAction[];
  contentActionsFor: (sign: ContentSign) => MenuAction[];
  /** The one open sign dialog, rendered once by the screen. */
  dialog: ReactNode;
}

/**
 * The sign rows' actions (spec §2, §6). Viewing and editing leave for the sign's own app with
 * this page as `redirectUrl`; deleting a scheduler sign is confirmed and done here; deleting a
 * {product} sign is a link into that app for super admins and a notice for company managers.
 * Without sign management the actions stay in the menu with the reason.
 */
export function useSignRowActions(account: ContentAccountState): SignRowActions {
  const { user: me } = useCurrentUser();
  const { links, productName } = useAppConfig();
  const redirectUrl = useRedirectUrl();
  const { open: show, render } = useDialog<SignActionDialogProps['dialog']>();
  const dialog = render(({ payload, close }) => (
    <SignActionDialog dialog={payload} onClose={close} />
  ));

  const item = (
    answer: SignRowActionAnswer,
    does: Pick<MenuAction, 'href' | 'onSelect'>,
  ): MenuAction => {
    const deletes = answer.action === SignRowAction.Delete;
    // Delete sign, the one action that cannot be undone, set apart at the end.
    const placement = { group: deletes ? 'danger' : 'sign', danger: deletes };
    return answer.allowed
      ? { label: SIGN_ROW_ACTION_LABELS[answer.action], ...placement, ...does }
      : {
          label: SIGN_ROW_ACTION_LABELS[answer.action],
          ...placement,
          disabledReason: withProduct(answer.message, productName),
        };
  };

  const schedulerActionsFor = (sign: SchedulerSign): MenuAction[] =>
    me
      ? schedulerSignActions(me.role, account).map((answer) => {
          switch (answer.action) {
            case SignRowAction.View:
              return item(answer, {
                href: schedulerSignViewAddress(links.schedulerApp, sign.id, redirectUrl),
              });
            case SignRowAction.Edit:
              return item(answer, {
                href: schedulerSignEditAddress(links.schedulerApp, sign.id, redirectUrl),
              });
            case SignRowAction.Delete:
              return item(answer, {
                onSelect: () => show({ action: 'deleteSchedulerSign', sign }),
              });
          }
        })
      : [];

  const contentActionsFor = (sign: ContentSign): MenuAction[] =>
    me
      ? contentSignActions(me.role, account).map((answer) => {
          if (answer.action !== SignRowAction.Delete) {
            return item(answer, {
              href: contentSignEditAddress(links.contentApp, me.role, sign, redirectUrl),
            });
          }
          const deleteAddress = contentSignDeleteAddress(
            links.contentApp,
            me.role,
            sign,
            redirectUrl,
          );
          return item(
            answer,
            // Super admins delete in the {product} app; managers only learn whom to ask.
            deleteAddress !== null
              ? { href: deleteAddress }
              : { onSelect: () => show({ action: 'deleteContentSign' }) },
          );
        })
      : [];

  return { schedulerActionsFor, contentActionsFor, dialog };
}
