export { SubmitButton } from './SubmitButton.tsx';
export type { SubmitButtonProps } from './SubmitButton.tsx';
