import { lazyComponent } from '@admin-hub/ui/lazy';
import type { UserActionDialogProps } from './UserActionDialog.tsx';
import type { UserBulkActionsProps } from './bulk/UserBulkActions.tsx';
import type { UsersExportProps } from '../export/UsersExport.tsx';

// Formik, yup, the modal, the bulk bar, the export and their runs: fetched at the first press on the page
// (useUserActions preloads them), not with the list.
const load = () => import('./userPartsChunk.ts');

export const UserActionDialog = lazyComponent<UserActionDialogProps>(() =>
  load().then((module) => module.UserActionDialog),
);

export const UserBulkActions = lazyComponent<UserBulkActionsProps>(() =>
  load().then((module) => module.UserBulkActions),
);

export const UsersExport = lazyComponent<UsersExportProps>(() =>
  load().then((module) => module.UsersExport),
);
