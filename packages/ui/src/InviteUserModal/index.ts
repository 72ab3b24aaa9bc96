export { InviteUserModal } from './InviteUserModal.tsx';
export type { InviteUserFormInput, InviteUserModalProps } from './InviteUserModal.tsx';
