export { ActivityList } from './ActivityList.tsx';
export type { ActivityListProps } from './ActivityList.tsx';
export type { ActivityFilterBy } from './ActivityEntryItem.tsx';
export type { ActivityFilterChip } from './ActivityFilterBar.tsx';
export { changeText } from './changeText.ts';
