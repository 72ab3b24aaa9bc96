import { expect, screen, userEvent, within } from 'storybook/test';

/** For the users feature's stories: the company page's Users section, once loaded. */
export async function usersSection(canvasElement: HTMLElement) {
  const section = await within(canvasElement).findByRole(
    'region',
    { name: /^Users/ },
    { timeout: 5000 },
  );
  return within(section);
}

/** The Users heading's count, e.g. 'Users (9)'. */
export async function expectUserCount(canvasElement: HTMLElement, count: number) {
  const section = await usersSection(canvasElement);
  await expect(
    await section.findByRole('heading', { name: `Users (${count})` }, { timeout: 5000 }),
  ).toBeVisible();
}

/** Opens a row's action menu and picks `action`; resolves to the dialog named `dialogName`. */
export async function openRowAction(
  canvasElement: HTMLElement,
  email: string,
  action: string,
  dialogName: string,
) {
  const canvas = within(canvasElement);
  await userEvent.click(
    await canvas.findByRole('button', { name: `Actions for ${email}` }, { timeout: 5000 }),
  );
  await userEvent.click(await canvas.findByRole('button', { name: action }));
  return within(await screen.findByRole('dialog', { name: dialogName }));
}

/** Opens the company page's add menu and picks `entry`; resolves to the dialog named `dialogName`. */
export async function openAddMenuEntry(
  canvasElement: HTMLElement,
  entry: string,
  dialogName: string,
) {
  const canvas = within(canvasElement);
  await userEvent.click(await canvas.findByRole('button', { name: 'Add' }, { timeout: 5000 }));
  await userEvent.click(await canvas.findByRole('button', { name: entry }));
  return within(await screen.findByRole('dialog', { name: dialogName }, { timeout: 5000 }));
}

/** The names of the ticked signs of a sign permissions form, in the list's order. */
export function checkedSignNames(modal: { getAllByRole: (role: 'checkbox') => HTMLElement[] }) {
  return modal
    .getAllByRole('checkbox')
    .filter((box) => (box as HTMLInputElement).checked)
    .map((box) => box.closest('.form-check')?.querySelector('label')?.firstChild?.textContent);
}
