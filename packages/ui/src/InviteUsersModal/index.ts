export { InviteUsersModal } from './InviteUsersModal.tsx';
export type { CsvRead, InviteUsersFormInput, InviteUsersModalProps } from './InviteUsersModal.tsx';
