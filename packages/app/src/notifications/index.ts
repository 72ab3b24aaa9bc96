export type { Notifier } from './Notifier.ts';
export { toastNotifier } from './Notifier.ts';
export { ToastHost } from './ToastHost.tsx';
export { createToastListener } from './toastListener.ts';
export { notifyClipboard, showToast, useNotifyClipboard } from './showToast.ts';
export type { ToastRequest } from './showToast.ts';
export { errorToastText, successToastText, toastMessages, withProduct } from './toastMessages.ts';
export type { ApiEndpointName, ToastMessage } from './toastMessages.ts';
