export { ModalForm } from './ModalForm.tsx';
export type { ModalFormProps, SubmitOutcome } from './ModalForm.tsx';
export { HoldBackForwardContext } from './useHoldBackForward.ts';
export type { HeldNavigation, HoldBackForward } from './useHoldBackForward.ts';
