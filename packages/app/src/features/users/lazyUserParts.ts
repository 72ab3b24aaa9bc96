import { lazyComponent } from '@admin-hub/ui/lazy';
import type { UserActionDialogProps } from './UserActionDialog.tsx';
import type { ConfirmBulkUserActionProps } from './bulk/ConfirmBulkUserAction.tsx';
import type { SelectAllPagesPanelProps } from './bulk/SelectAllPagesPanel.tsx';
import type { UserBulkRunPanelProps } from './bulk/UserBulkRunPanel.tsx';
import type { UsersExportProps } from '../export/UsersExport.tsx';

// Formik, yup, the modal, the bulk bar, the export and their runs: fetched at the first press on the page
// (useUserActions preloads them), not with the list.
const load = () => import('./userPartsChunk.ts');

export const UserActionDialog = lazyComponent<UserActionDialogProps>(() =>
  load().then((module) => module.UserActionDialog),
);

export const UserSelectionBar = lazyComponent<object>(() =>
  load().then((module) => module.UserSelectionBar),
);

export const ConfirmBulkUserAction = lazyComponent<ConfirmBulkUserActionProps>(() =>
  load().then((module) => module.ConfirmBulkUserAction),
);

export const UserBulkRunPanel = lazyComponent<UserBulkRunPanelProps>(() =>
  load().then((module) => module.UserBulkRunPanel),
);

export const SelectAllPagesPanel = lazyComponent<SelectAllPagesPanelProps>(() =>
  load().then((module) => module.SelectAllPagesPanel),
);

export const UsersExport = lazyComponent<UsersExportProps>(() =>
  load().then((module) => module.UsersExport),
);
