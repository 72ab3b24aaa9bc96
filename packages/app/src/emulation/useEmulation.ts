import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useClearEmulateMutation, useSetEmulateMutation } from '../api/index.ts';
import { useCurrentUser } from '../auth/useCurrentUser.ts';
import { useEmulationSwitch } from './EmulationSwitch.tsx';

const EMULATION_START_PATH = '/home';
const EMULATION_END_PATH = '/admin/users';

export interface Emulation {
  /** Acts as `user` from now on: the session is refreshed and the app goes to /home. */
  start: (user: { id: string }) => Promise<void>;
  /** Ends emulating and goes to /admin/users; already there, its data loads again as the real user. */
  cancel: () => Promise<void>;
  isEmulating: boolean;
  pending: boolean;
}

/** Emulation of spec §4; failures are toasted by the notifications listener. */
export function useEmulation(): Emulation {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { user } = useCurrentUser();
  const { setDestination } = useEmulationSwitch();
  const [setEmulate, setState] = useSetEmulateMutation();
  const [clearEmulate, clearState] = useClearEmulateMutation();

  const switchTo = useCallback(
    async (destination: string, switchIdentity: () => Promise<{ error?: unknown }>) => {
      setDestination(destination);
      const result = await switchIdentity();
      if (result.error !== undefined) {
        setDestination(null);
        return;
      }
      // Every cached answer belonged to the previous identity and is dropped by now (the change's
      // effect, api/changeEffects): the current user and whatever the destination shows load
      // again as the new one. Already at the destination, that is the page's reload (keeping its
      // address and the toast).
      if (pathname !== destination) await navigate(destination);
    },
    [setDestination, pathname, navigate],
  );

  const start = useCallback(
    ({ id }: { id: string }) => switchTo(EMULATION_START_PATH, () => setEmulate(id)),
    [switchTo, setEmulate],
  );

  const cancel = useCallback(
    () => switchTo(EMULATION_END_PATH, () => clearEmulate()),
    [switchTo, clearEmulate],
  );

  return {
    start,
    cancel,
    isEmulating: user?.isEmulating ?? false,
    pending: setState.isLoading || clearState.isLoading,
  };
}
