import { expect, waitFor, within } from 'storybook/test';

// Inside react-toastify's toasts only: a dialog may show the same words (e.g. a load failure).
const TOAST_TEXT = '.Toastify__toast, .Toastify__toast *';

/**
 * For play functions: a toast with `text` shows (toasts render outside the story root and
 * slide in), then closes by itself, so the story ends on a still page (stable screenshots).
 */
export async function expectToast(canvasElement: HTMLElement, text: string, appearWithinMs = 5000) {
  const body = within(canvasElement.ownerDocument.body);
  const toast = await body.findByText(text, { selector: TOAST_TEXT }, { timeout: appearWithinMs });
  await waitFor(() => expect(toast).toBeVisible());
  await waitFor(() => expect(body.queryByText(text, { selector: TOAST_TEXT })).toBeNull(), {
    timeout: 6000,
  });
}
