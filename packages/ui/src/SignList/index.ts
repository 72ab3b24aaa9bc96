export { SignList } from './SignList.tsx';
export type { SignListProps } from './SignList.tsx';
export { SignRow, signLocation } from './SignRow.tsx';
export type { Sign, SignRowProps } from './SignRow.tsx';
