export { EditSubscriberModal } from './EditSubscriberModal.tsx';
export type {
  EditSubscriberFormValues,
  EditSubscriberModalProps,
  SubscriberCandidate,
} from './EditSubscriberModal.tsx';
