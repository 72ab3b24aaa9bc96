import { createContext, useContext, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';

interface EmulationSwitch {
  /** Where the app goes once the identity has switched; null when not switching. */
  destination: string | null;
  setDestination: (destination: string | null) => void;
}

const EmulationSwitchContext = createContext<EmulationSwitch | null>(null);
EmulationSwitchContext.displayName = 'EmulationSwitchContext';

/**
 * Tracks an emulation start or end from the click until the app has arrived at
 * its destination, so the screen being left can step aside (see
 * `useIsSwitchingIdentity`). Must sit inside the router.
 */
export function EmulationSwitchProvider({ children }: { children: ReactNode }) {
  const [destination, setDestination] = useState<string | null>(null);
  const { pathname } = useLocation();
  // Arrived: adjusted while rendering (React's pattern for state derived from a change), not in an effect.
  if (destination !== null && pathname === destination) setDestination(null);
  const value = useMemo(() => ({ destination, setDestination }), [destination]);
  return <EmulationSwitchContext.Provider value={value}>{children}</EmulationSwitchContext.Provider>;
}

const NO_SWITCH: EmulationSwitch = { destination: null, setDestination: () => undefined };

/** The switch state; without a provider, emulation simply never hides anything. */
export function useEmulationSwitch(): EmulationSwitch {
  return useContext(EmulationSwitchContext) ?? NO_SWITCH;
}

/**
 * True from the moment emulation starts or ends until the app has left the page
 * it was on. Whatever that page would request once the cache is refreshed
 * belongs to the identity being left (e.g. the user list, which an emulated
 * base user may not load), so it must not be shown meanwhile.
 */
export function useIsSwitchingIdentity(): boolean {
  const { destination } = useEmulationSwitch();
  const { pathname } = useLocation();
  return destination !== null && pathname !== destination;
}

/** Renders nothing while the identity switches (see `useIsSwitchingIdentity`), else its children. */
export function HideWhileSwitchingIdentity({ children }: { children: ReactNode }) {
  return useIsSwitchingIdentity() ? null : children;
}
