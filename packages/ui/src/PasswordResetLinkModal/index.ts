export { PasswordResetLinkModal } from './PasswordResetLinkModal.tsx';
export type {
  PasswordResetLinkModalProps,
  PasswordResetLinkState,
} from './PasswordResetLinkModal.tsx';
