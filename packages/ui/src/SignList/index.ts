export { SignRow } from './SignRow.tsx';
export type { Sign, SignRowProps } from './SignRow.tsx';
