/**
 * Resolves in a later task (a macrotask, not a microtask): the browser paints and answers input
 * before the work that awaits it goes on. Long work (rows rendered, records quoted) is sliced
 * into parts of a few milliseconds, one per task, with this.
 */
export const nextTask = (): Promise<void> =>
  new Promise((resolve) => {
    setTimeout(resolve, 0);
  });
