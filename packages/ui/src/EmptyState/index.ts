export { EmptyState } from './EmptyState.tsx';
export type { EmptyStateProps } from './EmptyState.tsx';
export { ClearSearchButton } from './ClearSearchButton.tsx';
