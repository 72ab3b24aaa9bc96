export { LoadableContent } from './LoadableContent.tsx';
export type { LoadableContentProps } from './LoadableContent.tsx';
export { LoadFailed } from './LoadFailed.tsx';
export type { LoadFailedProps } from './LoadFailed.tsx';
export { LoadingStatus } from './LoadingStatus.tsx';
export type { LoadingStatusProps } from './LoadingStatus.tsx';
export type { Loadable, LoadPlacement, LoadRetrying } from './Loadable.ts';
