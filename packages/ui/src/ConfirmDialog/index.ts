export { ConfirmDialog } from './ConfirmDialog.tsx';
export type { ConfirmDialogProps, ConfirmOutcome } from './ConfirmDialog.tsx';
