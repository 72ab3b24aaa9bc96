export { Pager } from './Pager.tsx';
export type { PagerProps } from './Pager.tsx';
