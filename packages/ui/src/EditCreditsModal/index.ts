export { EditCreditsModal } from './EditCreditsModal.tsx';
export type { EditCreditsFormValues, EditCreditsModalProps } from './EditCreditsModal.tsx';
