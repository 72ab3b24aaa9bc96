import { expect, waitFor } from 'storybook/test';

/**
 * A paged list is settled: the rows of the page asked for are in, not the previous page's kept
 * (`aria-busy`, rows and pagers) while they load. A play that stops before would leave its
 * screenshot to show the loading bar and spinner whenever the answer was late.
 */
export async function expectListSettled(canvasElement: HTMLElement) {
  await waitFor(() => expect(canvasElement.querySelector('[aria-busy="true"]')).toBeNull(), {
    timeout: 5000,
  });
}
