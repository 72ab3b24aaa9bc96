import { toast as toasts } from 'react-toastify/unstyled';
import { expect, waitFor, within } from 'storybook/test';

// Inside react-toastify's toasts only: a field or dialog may show the same words (a field's
// 'Email is already in use' beside its toast, a load failure).
const IN_TOAST = { selector: '.Toastify__toast, .Toastify__toast *' };

/**
 * The success toasts of spec §8, copied from the spec rather than taken from the app's own
 * catalogue, so a message shown with the wrong kind cannot pass. The spec knows two kinds only:
 * every other toast is an error toast.
 */
const SPEC_SUCCESS_TOASTS: ReadonlySet<string> = new Set([
  'User created',
  'MFA device deleted',
  'User updated',
  'User deleted',
  'Invite email sent successfully',
  'Password reset email sent successfully',
  'User emulated',
  'User emulation exited',
  'Company created',
  'Company deleted',
  'Company updated',
  'MFA status updated',
  'Company credits updated',
  'Company subscriber updated',
  'Scheduler sign deleted',
  'Scheduler sign permissions updated',
  'Successfully copied link to clipboard',
]);

type ToastKind = 'success' | 'error';

async function expectKind(text: string, element: HTMLElement, given?: ToastKind) {
  const kind = given ?? (SPEC_SUCCESS_TOASTS.has(text) ? 'success' : 'error');
  await expect(element.closest('.Toastify__toast')).toHaveClass(`Toastify__toast--${kind}`);
}

/**
 * Closes the toasts once a play has read them, and waits until they are gone, so the story goes on
 * (and ends) on a page without them. Closing them rather than waiting out their 2 s: that they
 * close by themselves is a test of its own, in the real app (e2e/faults.spec.ts waits for it).
 */
async function closeToasts(canvasElement: HTMLElement, texts: readonly string[]) {
  const body = within(canvasElement.ownerDocument.body);
  toasts.dismiss();
  for (const text of texts)
    await waitFor(() => expect(body.queryByText(text, IN_TOAST)).toBeNull(), { timeout: 6000 });
}

/**
 * For play functions: a toast with `text` and the kind the spec gives it (success or error)
 * shows (toasts render outside the story root and slide in); then it is closed.
 */
export async function expectToast(canvasElement: HTMLElement, text: string, appearWithinMs = 5000) {
  const body = within(canvasElement.ownerDocument.body);
  const toast = await body.findByText(text, IN_TOAST, { timeout: appearWithinMs });
  await waitFor(() => expect(toast).toBeVisible());
  await expectKind(text, toast);
  await closeToasts(canvasElement, [text]);
}

/** Like `expectToast`, for toasts raised together (e.g. a create and its follow-up update). */
export async function expectToasts(canvasElement: HTMLElement, texts: readonly string[]) {
  const body = within(canvasElement.ownerDocument.body);
  for (const text of texts) {
    await waitFor(() => expect(body.getByText(text, IN_TOAST)).toBeVisible(), { timeout: 5000 });
    await expectKind(text, body.getByText(text, IN_TOAST));
  }
  await closeToasts(canvasElement, texts);
}

/**
 * The one toast of a bulk run (not in the spec, so its kind is given), shown once: a run raises
 * no toast per item.
 */
export async function expectRunToast(canvasElement: HTMLElement, text: string, kind: ToastKind) {
  const body = within(canvasElement.ownerDocument.body);
  const toast = await body.findByText(text, IN_TOAST, { timeout: 8000 });
  await expectKind(text, toast, kind);
  await expect(body.getAllByText(text, IN_TOAST)).toHaveLength(1);
  await expect(canvasElement.ownerDocument.querySelectorAll('.Toastify__toast')).toHaveLength(1);
  await closeToasts(canvasElement, [text]);
}
