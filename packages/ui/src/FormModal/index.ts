export { FormModal } from './FormModal.tsx';
export type { FormModalProps } from './FormModal.tsx';
