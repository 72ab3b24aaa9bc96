import { expect, userEvent, waitFor, within } from 'storybook/test';
import { passwordResetLink } from '@admin-hub/api-mocks';
import { expectDialogKept } from './expectDialogKept.ts';
import { expectToast } from './expectToast.ts';
import {
  chooseRowAction,
  clipboardWrites,
  expectNoDialog,
  findDialog,
  outboxOf,
  serverDevicesOf,
} from './rowActions.ts';

/**
 * Each user row action run end to end from a screen's row menu, as a person does it, for the
 * users page and the company page alike. Each flow checks the server's state too, so a story
 * cannot pass on the screen's word alone; the screen's own change (a row gone, a count) is the
 * calling story's to check.
 */

export interface RowUser {
  id: string;
  email: string;
}

/** Confirm Delete with 'I understand'; the dialog closes and 'User deleted' shows. */
export async function deleteUser(canvasElement: HTMLElement, user: RowUser) {
  await chooseRowAction(canvasElement, user.email, 'Delete');
  const dialog = await findDialog(canvasElement, 'Confirm Delete');
  await expect(
    dialog.getByText(
      `Are you sure you want to delete the user ${user.email}? This user will be permanently deleted.`,
    ),
  ).toBeVisible();
  const confirm = dialog.getByRole('button', { name: 'Confirm' });
  await expect(confirm).toBeDisabled();
  await userEvent.click(dialog.getByRole('checkbox', { name: 'I understand' }));
  await userEvent.click(confirm);
  await expectToast(canvasElement, 'User deleted');
  await expectNoDialog(canvasElement);
}

/**
 * A delete the server refuses: `toast` shows, the dialog stays open as it was (box still
 * ticked, Confirm usable for another try), and Cancel leaves the page as it was.
 */
export async function deleteUserRefused(
  canvasElement: HTMLElement,
  user: RowUser,
  toast = 'Error deleting user',
) {
  await chooseRowAction(canvasElement, user.email, 'Delete');
  const dialog = await findDialog(canvasElement, 'Confirm Delete');
  await userEvent.click(dialog.getByRole('checkbox', { name: 'I understand' }));
  await userEvent.click(dialog.getByRole('button', { name: 'Confirm' }));
  await expectToast(canvasElement, toast);
  const kept = await expectDialogKept('Confirm Delete', toast, 'Confirm');
  await expect(kept.getByRole('checkbox', { name: 'I understand' })).toBeChecked();
  await userEvent.click(kept.getByRole('button', { name: 'Cancel' }));
  await expectNoDialog(canvasElement);
}

const EMAILS = {
  invite: {
    action: 'Send invite email',
    title: 'Confirm Invite Email Send',
    question: (email: string) => `Send an invite email to ${email}?`,
    sent: 'Invite email sent successfully',
    failed: 'Error sending invite email',
  },
  passwordReset: {
    action: 'Send password reset email',
    title: 'Confirm Password Reset Send',
    question: (email: string) => `Send a password reset email to ${email}?`,
    sent: 'Password reset email sent successfully',
    failed: 'Error sending password reset email',
  },
} as const;

/**
 * Send invite email or password reset email: confirmed first; sent, the dialog closes and the
 * server's outbox holds it; failed, the dialog stays for another try and nothing was sent.
 */
export async function sendEmail(
  canvasElement: HTMLElement,
  user: RowUser,
  kind: keyof typeof EMAILS,
  outcome: 'sent' | 'failed',
) {
  const email = EMAILS[kind];
  await chooseRowAction(canvasElement, user.email, email.action);
  const dialog = await findDialog(canvasElement, email.title);
  await expect(dialog.getByText(email.question(user.email))).toBeVisible();
  // Nothing leaves before the confirmation.
  await expect(outboxOf(user.id)).toEqual([]);
  await userEvent.click(dialog.getByRole('button', { name: 'Confirm' }));
  await expectToast(canvasElement, email[outcome]);
  if (outcome === 'sent') {
    await expectNoDialog(canvasElement);
    await expect(outboxOf(user.id)).toEqual([kind]);
    return;
  }
  const kept = await expectDialogKept(email.title, email.failed, 'Confirm');
  await expect(outboxOf(user.id)).toEqual([]);
  await userEvent.click(kept.getByRole('button', { name: 'Cancel' }));
  await expectNoDialog(canvasElement);
}

const deviceList = (dialog: Awaited<ReturnType<typeof findDialog>>, user: RowUser) =>
  dialog.findByRole('list', { name: `MFA devices of ${user.email}` });

/**
 * View MFA devices and delete the one named `method` ('SMS', ...): after 'Confirm Delete Device'
 * the list shrinks, the server no longer has it, and reopening the dialog agrees.
 */
export async function deleteMfaDevice(
  canvasElement: HTMLElement,
  user: RowUser,
  method: string,
  outcome: 'deleted' | 'failed' = 'deleted',
) {
  const before = serverDevicesOf(user.id);
  await chooseRowAction(canvasElement, user.email, 'View MFA devices');
  let dialog = await findDialog(canvasElement, 'MFA Devices');
  await expect(within(await deviceList(dialog, user)).getAllByRole('listitem')).toHaveLength(
    before.length,
  );
  await userEvent.click(dialog.getByRole('button', { name: `Delete ${method}` }));
  const confirm = await findDialog(canvasElement, 'Confirm Delete Device');
  await expect(
    confirm.getByText(`Are you sure you want to delete the MFA device ${method}?`),
  ).toBeVisible();
  await userEvent.click(confirm.getByRole('button', { name: 'Confirm' }));

  if (outcome === 'failed') {
    await expectToast(canvasElement, 'Error deleting MFA device');
    // The question stays for another try; Cancel brings back the whole list.
    const kept = await expectDialogKept(
      'Confirm Delete Device',
      'Error deleting MFA device',
      'Confirm',
    );
    await userEvent.click(kept.getByRole('button', { name: 'Cancel' }));
    dialog = await findDialog(canvasElement, 'MFA Devices');
    await expect(within(await deviceList(dialog, user)).getAllByRole('listitem')).toHaveLength(
      before.length,
    );
    await expect(serverDevicesOf(user.id)).toEqual(before);
    return;
  }

  await expectToast(canvasElement, 'MFA device deleted');
  await expect(serverDevicesOf(user.id)).toHaveLength(before.length - 1);
  dialog = await findDialog(canvasElement, 'MFA Devices');
  const remaining = before.length - 1;
  if (remaining === 0) {
    await expect(dialog.getByText('No MFA devices found')).toBeVisible();
  } else {
    await waitFor(async () =>
      expect(within(await deviceList(dialog, user)).getAllByRole('listitem')).toHaveLength(
        remaining,
      ),
    );
  }
  // Closed and opened again, the dialog shows what the server holds.
  await userEvent.click(dialog.getAllByRole('button', { name: 'Close' }).at(-1)!);
  await expectNoDialog(canvasElement);
  await chooseRowAction(canvasElement, user.email, 'View MFA devices');
  dialog = await findDialog(canvasElement, 'MFA Devices');
  await expect(dialog.queryByRole('button', { name: `Delete ${method}` })).toBeNull();
}

/**
 * Create password reset link: the link the server made for this user shows, and Copy hands it
 * to the clipboard (stubbed by the story: `clipboardWrites` or `clipboardRefusals`).
 */
export async function copyPasswordResetLink(
  canvasElement: HTMLElement,
  user: RowUser,
  outcome: 'copied' | 'refused' = 'copied',
) {
  await chooseRowAction(canvasElement, user.email, 'Create password reset link');
  const dialog = await findDialog(canvasElement, 'Password Reset link');
  const field = await dialog.findByRole('textbox', {
    name: `Password reset link for ${user.email}`,
  });
  await expect(field).toHaveValue(passwordResetLink(user.id));
  await expect(field).toHaveAccessibleDescription('This link is valid for 30 days.');
  await userEvent.click(dialog.getByRole('button', { name: 'Copy' }));
  if (outcome === 'copied') {
    await expect(clipboardWrites).toHaveBeenCalledWith(passwordResetLink(user.id));
    await expectToast(canvasElement, 'Successfully copied link to clipboard');
  } else {
    await expectToast(canvasElement, 'Error copying link to clipboard');
  }
  // Copying keeps the dialog open; Close ends it.
  await userEvent.click(dialog.getAllByRole('button', { name: 'Close' }).at(-1)!);
  await expectNoDialog(canvasElement);
}

/**
 * The link request fails once: its toast shows, the dialog says so and offers Retry,
 * which brings the link.
 */
export async function passwordResetLinkFailsOnce(canvasElement: HTMLElement, user: RowUser) {
  await chooseRowAction(canvasElement, user.email, 'Create password reset link');
  const dialog = await findDialog(canvasElement, 'Password Reset link');
  await expectToast(canvasElement, 'Error loading password reset link');
  await expect(dialog.getByText('Error loading password reset link')).toBeVisible();
  await userEvent.click(dialog.getByRole('button', { name: 'Retry' }));
  await expect(
    await dialog.findByRole('textbox', { name: `Password reset link for ${user.email}` }),
  ).toHaveValue(passwordResetLink(user.id));
  await userEvent.click(dialog.getAllByRole('button', { name: 'Close' }).at(-1)!);
  await expectNoDialog(canvasElement);
}
