export { lazyComponent } from './lazyComponent.tsx';
export type { LazyComponent } from './lazyComponent.tsx';
export { preloadOnFirstInteraction } from './preloadOnFirstInteraction.ts';
export { importWithRetry } from './importWithRetry.ts';
export { lazyImport } from './lazyImport.ts';
