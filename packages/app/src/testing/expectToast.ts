import { expect, waitFor, within } from 'storybook/test';

/**
 * For play functions: a toast with `text` shows (toasts render outside the story root and
 * slide in), then closes by itself, so the story ends on a still page (stable screenshots).
 */
export async function expectToast(canvasElement: HTMLElement, text: string, appearWithinMs = 5000) {
  const body = within(canvasElement.ownerDocument.body);
  const toast = await body.findByText(text, {}, { timeout: appearWithinMs });
  await waitFor(() => expect(toast).toBeVisible());
  await waitFor(() => expect(body.queryByText(text)).toBeNull(), { timeout: 6000 });
}
