export { ModalForm } from './ModalForm.tsx';
export type { ModalFormProps, SubmitOutcome } from './ModalForm.tsx';
