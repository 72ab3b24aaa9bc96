// The users' code a page fetches on first need, in one chunk: the row actions' dialogs and the
// bulk actions (one dynamic import, so the list's own code carries one list of its files).
export { UserActionDialog } from './UserActionDialog.tsx';
export { UserBulkActions } from './bulk/UserBulkActions.tsx';
