import { HttpResponse, http } from 'msw';
import type { HttpHandler } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { DEFAULT_API_URLS, endpointUrl, getDatabase } from '@admin-hub/api-mocks';
import type { EndpointId } from '@admin-hub/api-mocks';
import { Role } from '@admin-hub/domain/roles';

/** For play functions of screens with user rows: their menus, dialogs and the server behind them. */

/** Dialogs and toasts render outside the story root. */
const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** A user's row in `list`, found by the email it shows. */
export function rowOf(list: HTMLElement, email: string): HTMLElement {
  const row = within(list)
    .getAllByRole('listitem')
    .find((item) => within(item).queryAllByText(email).length > 0);
  if (!row) throw new Error(`No row for ${email}`);
  return row;
}

/**
 * Opens the row menu of `email` and returns the open menu. The menu appears once the
 * signed-in user has loaded (the rule needs their role), hence the wait.
 */
export async function openRowMenu(canvasElement: HTMLElement, email: string) {
  const canvas = within(canvasElement);
  const toggle = await canvas.findByRole('button', { name: `Actions for ${email}` });
  await userEvent.click(toggle);
  const menu = await waitFor(() => {
    const shown = toggle.parentElement?.querySelector<HTMLElement>('.dropdown-menu.show');
    if (!shown) throw new Error(`The menu of ${email} did not open`);
    return shown;
  });
  return menu;
}

/** The labels of a row's menu, in order (an unavailable item's reason left out). */
export const menuLabels = (menu: HTMLElement): string[] =>
  within(menu)
    .getAllByRole('button')
    .map((item) => (item.firstElementChild ?? item).textContent ?? '');

/** Opens the row menu of `email` and chooses `label`. */
export async function chooseRowAction(canvasElement: HTMLElement, email: string, label: string) {
  const menu = await openRowMenu(canvasElement, email);
  await userEvent.click(within(menu).getByRole('button', { name: label }));
}

/** An open dialog by its title. */
export async function findDialog(canvasElement: HTMLElement, name: string) {
  return within(await page(canvasElement).findByRole('dialog', { name }));
}

export async function expectNoDialog(canvasElement: HTMLElement) {
  await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).toBeNull());
}

/** A handler answering `id` with a 403 that carries a rule's message, as the server would. */
export const refusedWith = (id: EndpointId, message: string): HttpHandler => {
  const method = id.split(' ')[0]!.toLowerCase() as 'delete' | 'post' | 'put' | 'get';
  return http[method](endpointUrl(id, DEFAULT_API_URLS), () =>
    HttpResponse.json({ message }, { status: 403 }),
  );
};

/** A handler failing `id` once with a 500; the next call reaches the stateful mocks. */
export const failingOnce = (id: EndpointId): HttpHandler => {
  const method = id.split(' ')[0]!.toLowerCase() as 'delete' | 'post' | 'put' | 'get';
  return http[method](
    endpointUrl(id, DEFAULT_API_URLS),
    () => HttpResponse.json({ message: 'Internal server error' }, { status: 500 }),
    { once: true },
  );
};

/** What the mock server has sent by email to `userId`. */
export const outboxOf = (userId: string) =>
  getDatabase()
    .outbox.filter((entry) => entry.userId === userId)
    .map((entry) => entry.kind);

/** The devices the mock server holds for `userId`. */
export const serverDevicesOf = (userId: string) =>
  (getDatabase().mfaDevices.get(userId) ?? []).map((device) => device.auth_method);

export const ACME_SUPER_ADMIN = {
  id: 'auth0|acme-superadmin',
  firstName: 'Sigrún',
  lastName: 'Jónsdóttir',
  email: 'sigrun.jonsdottir@acme.example',
  role: Role.SuperAdmin,
  companyId: 1,
};

/**
 * For a story's `beforeEach` (after the database reset): a super admin who works at Acme Signs,
 * so Acme's admin meets one in their own list.
 */
export function seatSuperAdminAtAcme(): void {
  getDatabase().users.set(ACME_SUPER_ADMIN.id, { ...ACME_SUPER_ADMIN });
}

/**
 * For a story's `beforeEach`: `navigator.clipboard.writeText` answered by `writeText` (the test
 * browser grants no clipboard); the real one is back after the story.
 */
export function stubClipboard(writeText: (text: string) => Promise<void>) {
  Object.defineProperty(navigator, 'clipboard', {
    configurable: true,
    value: { writeText },
  });
  return () => {
    // The stub shadowed the prototype's getter: removing it brings the real clipboard back.
    delete (navigator as { clipboard?: unknown }).clipboard;
  };
}

export const clipboardWrites = fn((_text: string) => Promise.resolve());
export const clipboardRefusals = fn((_text: string) =>
  Promise.reject(new DOMException('Write permission denied.', 'NotAllowedError')),
);
