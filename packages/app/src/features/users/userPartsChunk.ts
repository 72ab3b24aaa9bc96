// The users' code a page fetches on first need, in one chunk: the row actions' dialogs, the bulk
// actions and the export (one dynamic import, so the list's own code carries one list of files).
export { UserActionDialog } from './UserActionDialog.tsx';
export { UserSelectionBar } from './bulk/UserSelectionBar.tsx';
export { ConfirmBulkUserAction } from './bulk/ConfirmBulkUserAction.tsx';
export { UserBulkRunPanel } from './bulk/UserBulkRunPanel.tsx';
export { SelectAllPagesPanel } from './bulk/SelectAllPagesPanel.tsx';
export { UsersExport } from '../export/UsersExport.tsx';
