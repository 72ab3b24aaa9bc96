export { FilterGroup } from './FilterGroup.tsx';
export type { FilterGroupHandle, FilterGroupProps, FilterOption } from './FilterGroup.tsx';
