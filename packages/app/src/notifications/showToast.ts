import { createAction } from '@reduxjs/toolkit';
import { useCallback } from 'react';
import { useDispatch } from 'react-redux';
import { toastMessages } from './toastMessages.ts';

export interface ToastRequest {
  type: 'success' | 'error';
  message: string;
}

/**
 * A toast that no API call raises (clipboard, sign-in), dispatched so that it still goes
 * through the store's one notifier.
 */
export const showToast = createAction<ToastRequest>('notifications/showToast');

/** 'Successfully copied link to clipboard' or 'Error copying link to clipboard' (spec §8). */
export const notifyClipboard = (ok: boolean) =>
  ok
    ? showToast({ type: 'success', message: toastMessages.clipboard.success })
    : showToast({ type: 'error', message: toastMessages.clipboard.error });

/** `notifyClipboard` bound to the store, for the copy buttons. */
export function useNotifyClipboard(): (ok: boolean) => void {
  const dispatch = useDispatch();
  return useCallback((ok: boolean) => void dispatch(notifyClipboard(ok)), [dispatch]);
}
