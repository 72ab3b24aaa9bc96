export { EditUserModal } from './EditUserModal.tsx';
export type { EditUserFormInput, EditUserModalProps } from './EditUserModal.tsx';
