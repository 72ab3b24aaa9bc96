export { Pager, pageRange } from './Pager.tsx';
export type { PagerProps } from './Pager.tsx';
