import { setupListeners } from '@reduxjs/toolkit/query';
import { useEffect } from 'react';
import type { AppStore } from './createAppStore.ts';

/**
 * Lets the store's APIs hear the browser going offline and online again (their
 * `refetchOnReconnect`), for as long as the component providing the store is mounted.
 */
export function useBrowserListeners(store: AppStore): void {
  useEffect(() => setupListeners(store.dispatch), [store]);
}
