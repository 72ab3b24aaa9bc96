import { expect, waitFor } from 'storybook/test';

/**
 * A paged list is settled: the rows of the page asked for are in, not the previous page's kept
 * dimmed (`aria-busy`) while they load. The pager's numbers change with the address, before the
 * rows arrive, so a play that stops at them left the accessibility and visual checks to catch
 * the dimmed rows whenever the answer was late (a colour-contrast failure under load).
 */
export async function expectListSettled(canvasElement: HTMLElement) {
  await waitFor(() => expect(canvasElement.querySelector('[aria-busy="true"]')).toBeNull(), {
    timeout: 5000,
  });
}
