import { expect, screen, waitFor, within } from 'storybook/test';

/**
 * After a failed submit: the dialog `name` is still open, its `submit` button ready again and
 * focused, so Enter tries again. The dialog is looked up afresh: an element a play function held
 * from before keeps its value and its buttons even once the dialog is gone, so assertions on it
 * alone pass when the dialog wrongly closed.
 */
export async function expectDialogKept(name: string, submit = 'Save') {
  const dialog = screen.getByRole('dialog', { name });
  await expect(dialog).toBeVisible();
  const button = within(dialog).getByRole('button', { name: submit });
  await expect(button).toBeEnabled();
  await waitFor(() => expect(button).toHaveFocus());
  return within(dialog);
}
