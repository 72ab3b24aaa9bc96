import { toast } from 'react-toastify/unstyled';
import { ACCESS_TOKEN_ERROR } from '../api/baseQuery.ts';

/** Where toasts go: react-toastify in the app, a spy in tests. */
export interface Notifier {
  success(message: string): void;
  error(message: string): void;
}

export const toastNotifier: Notifier = {
  success: (message) => {
    toast.success(message);
  },
  error: (message) => {
    // Every request of a failed sign-in fails the same way: one toast says it, not one per request.
    toast.error(
      message,
      message === ACCESS_TOKEN_ERROR ? { toastId: ACCESS_TOKEN_ERROR } : undefined,
    );
  },
};
