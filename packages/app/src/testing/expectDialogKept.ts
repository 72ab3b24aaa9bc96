import { expect, screen, waitFor, within } from 'storybook/test';

/**
 * After a failed submit: the dialog `name` is still open and says why, in `failure`'s words (the
 * error toast's), above its `submit` button, which is ready again and focused, so Enter tries
 * again. The dialog is looked up afresh: an element a play function held from before keeps its
 * value and its buttons even once the dialog is gone, so assertions on it alone pass when the
 * dialog wrongly closed.
 */
export async function expectDialogKept(name: string, failure: string, submit = 'Save') {
  const dialog = screen.getByRole('dialog', { name });
  await expect(dialog).toBeVisible();
  const button = within(dialog).getByRole('button', { name: submit });
  await expect(button).toBeEnabled();
  await waitFor(() => expect(button).toHaveFocus());
  const alert = within(dialog).getByRole('alert');
  await expect(alert.textContent).toBe(failure);
  await expect(alert).toBeVisible();
  await expect(alert.parentElement).toContainElement(button);
  return within(dialog);
}
