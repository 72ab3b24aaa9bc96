// The admin hub's presentational components: props in, callbacks out; no fetching, store or router.
export * from './hooks/index.ts';
export * from './links/index.ts';
export * from './Pager/index.ts';
export * from './SearchBox/index.ts';
export * from './SortMenu/index.ts';
export * from './InvitedBadge/index.ts';
export * from './ShowMoreList/index.ts';
export * from './EmptyState/index.ts';
export * from './LoadableContent/index.ts';
export * from './ConfirmDialog/index.ts';
export * from './FormFields/index.ts';
export * from './ModalForm/index.ts';
export * from './InfoModal/index.ts';
export * from './SchedulerSignsField/index.ts';
export * from './InviteUserModal/index.ts';
export * from './InviteUsersModal/index.ts';
export * from './EditUserModal/index.ts';
export * from './SchedulerSignPermissionsModal/index.ts';
export * from './PasswordResetLinkModal/index.ts';
export * from './MfaDevicesModal/index.ts';
export * from './FloatingActionButton/index.ts';
export * from './StatusPage/index.ts';
export * from './ForbiddenPage/index.ts';
export * from './NotFoundPage/index.ts';
export * from './SplashScreen/index.ts';
export * from './Logo/index.ts';
export * from './AppShell/index.ts';
export * from './HomeMenu/index.ts';
export * from './JumpBox/index.ts';
// app-screens: list and summary pieces of the admin screens.
export * from './UserList/index.ts';
export * from './CompanyList/index.ts';
export * from './CompanySummaryCard/index.ts';
export * from './SignList/index.ts';
export * from './DataToolbar/index.ts';
// bulk runs: the selection's bar and the progress and summary of a run.
export * from './BulkActionBar/index.ts';
export * from './RunPanel/index.ts';
export * from './ScrollRegion/index.ts';
export * from './ExportButton/index.ts';
// company actions: the menus, modals and switch of the company pages.
export * from './ActionMenu/index.ts';
export * from './CompanyMfaSwitch/index.ts';
export * from './CreateCompanyModal/index.ts';
export * from './EditCompanyModal/index.ts';
export * from './EditCreditsModal/index.ts';
export * from './EditSubscriberModal/index.ts';
