export { ShowMoreList } from './ShowMoreList.tsx';
export type { ShowMoreListProps } from './ShowMoreList.tsx';
