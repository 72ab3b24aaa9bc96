export { createAppStore } from './createAppStore.ts';
export type { AppDispatch, AppStore, AppStoreOptions, RootState } from './createAppStore.ts';
export { useAppDispatch, useAppSelector } from './appHooks.ts';
