// The users' code a page fetches on first need, in one chunk: the row actions' dialogs, the bulk
// actions and the export (one dynamic import, so the list's own code carries one list of files).
export { UserActionDialog } from './UserActionDialog.tsx';
export { UserSelectionBar } from './bulk/UserSelectionBar.tsx';
export { UserBulkRuns } from './bulk/UserBulkRuns.tsx';
export { UsersExport } from '../export/UsersExport.tsx';
