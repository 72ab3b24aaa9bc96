export { InviteUsersModal } from './InviteUsersModal.tsx';
export type {
  CsvRead,
  InviteUsersFormInput,
  InviteUsersModalProps,
  InviteUsersSubmission,
} from './InviteUsersModal.tsx';
