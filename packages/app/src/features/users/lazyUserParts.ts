import { lazyComponent } from '@admin-hub/ui/lazy';
import type { UserActionDialogProps } from './UserActionDialog.tsx';
import type { UserBulkRunsProps } from './bulk/UserBulkRuns.tsx';
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

export const UserBulkRuns = lazyComponent<UserBulkRunsProps>(() =>
  load().then((module) => module.UserBulkRuns),
);

export const UsersExport = lazyComponent<UsersExportProps>(() =>
  load().then((module) => module.UsersExport),
);
