export { FloatingActionButton } from './FloatingActionButton.tsx';
export type { FloatingAction, FloatingActionButtonProps } from './FloatingActionButton.tsx';
