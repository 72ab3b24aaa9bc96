import { expect, waitFor, within } from 'storybook/test';

// Inside react-toastify's toasts only: a field or dialog may show the same words (a field's
// 'Email is already in use' beside its toast, a load failure).
const IN_TOAST = { selector: '.Toastify__toast, .Toastify__toast *' };

/**
 * For play functions: a toast with `text` shows (toasts render outside the story root and
 * slide in), then closes by itself, so the story ends on a still page (stable screenshots).
 */
export async function expectToast(canvasElement: HTMLElement, text: string, appearWithinMs = 5000) {
  const body = within(canvasElement.ownerDocument.body);
  const toast = await body.findByText(text, IN_TOAST, { timeout: appearWithinMs });
  await waitFor(() => expect(toast).toBeVisible());
  await waitFor(() => expect(body.queryByText(text, IN_TOAST)).toBeNull(), { timeout: 6000 });
}

/** Like `expectToast`, for toasts raised together (e.g. a create and its follow-up update). */
export async function expectToasts(canvasElement: HTMLElement, texts: readonly string[]) {
  const body = within(canvasElement.ownerDocument.body);
  for (const text of texts) {
    await waitFor(() => expect(body.getByText(text, IN_TOAST)).toBeVisible(), { timeout: 5000 });
  }
  for (const text of texts) {
    await waitFor(() => expect(body.queryByText(text, IN_TOAST)).toBeNull(), { timeout: 6000 });
  }
}
