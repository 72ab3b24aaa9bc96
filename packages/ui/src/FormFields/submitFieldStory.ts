import { expect, userEvent, waitFor, within } from 'storybook/test';

const submitButton = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('button', { name: 'Submit' });

/** Presses a field story's Submit and leaves the form submitting (its call never settles). */
export const startSubmitting = (canvasElement: HTMLElement) =>
  userEvent.click(submitButton(canvasElement));

/**
 * Presses a field story's Submit and waits for the form to be at rest again. Whether the button's
 * disabled moment reached the screen (and dropped its focus) depends on timing: a clean-clone run
 * caught Submit still focused, with its ring, where the baseline had none. So focus left on Submit
 * is taken off; a field that took it (the first invalid one) keeps it.
 */
export async function submitFieldStory(canvasElement: HTMLElement) {
  const button = submitButton(canvasElement);
  await userEvent.click(button);
  await waitFor(() => expect(button).toBeEnabled());
  if (document.activeElement === button) button.blur();
}
