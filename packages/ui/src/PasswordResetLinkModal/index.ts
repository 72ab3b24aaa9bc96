export { PasswordResetLinkModal } from './PasswordResetLinkModal.tsx';
export type { PasswordResetLinkModalProps } from './PasswordResetLinkModal.tsx';
