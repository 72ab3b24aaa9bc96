import { createContext, use } from 'react';

/**
 * Where a held Back or Forward stands, in the shape of React Router's `useBlocker` answer:
 * `blocked` while the page waits for the person, `reset` stays, `proceed` goes on.
 */
export interface HeldNavigation {
  state: 'unblocked' | 'blocked' | 'proceeding';
  reset: (() => void) | undefined;
  proceed: (() => void) | undefined;
}

/** Holds the browser's Back and Forward while `active`. */
export type HoldBackForward = (active: boolean) => HeldNavigation;

const NOT_HELD: HeldNavigation = { state: 'unblocked', reset: undefined, proceed: undefined };

/**
 * The app's hold on Back and Forward (its router's blocker), given to every `ModalForm` below.
 * A page without a router has no Back to hold: there the hook holds nothing.
 */
export const HoldBackForwardContext = createContext<HoldBackForward>(() => NOT_HELD);

/** The hold of the nearest `HoldBackForwardContext`, for a form changed while `active`. */
export function useHoldBackForward(active: boolean): HeldNavigation {
  // A provider gives one hook for its lifetime, so the hooks called stay the same render to render.
  const hold = use(HoldBackForwardContext);
  return hold(active);
}
