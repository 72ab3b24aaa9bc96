import { useCallback } from 'react';
import { useNavigate, useLocation } from 'react-router-dom';
import { useAppDispatch } from '../store/appHooks.ts';
import { contentApi } from '../api/contentApi.ts';
import { mainApi } from '../api/mainApi.ts';
import { schedulerApi } from '../api/schedulerApi.ts';
import { useClearEmulateMutation, useSetEmulateMutation } from '../api/index.ts';
import { useCurrentUser } from '../auth/useCurrentUser.ts';
import { useEmulationSwitch } from './EmulationSwitch.tsx';

const EMULATION_START_PATH = '/home';
const EMULATION_END_PATH = '/admin/users';

export interface Emulation {
  /** Acts as `user` from now on: the session is refreshed and the app goes to /home. */
  start: (user: { id: string }) => Promise<void>;
  /** Ends emulating and goes to /admin/users (reloading when already there). */
  cancel: () => Promise<void>;
  isEmulating: boolean;
  pending: boolean;
}

/** Emulation of spec §4; failures are toasted by the notifications listener. */
export function useEmulation(): Emulation {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { user } = useCurrentUser();
  const { setDestination } = useEmulationSwitch();
  const [setEmulate, setState] = useSetEmulateMutation();
  const [clearEmulate, clearState] = useClearEmulateMutation();

  // Every cached answer belonged to the previous identity: drop all of it so the
  // current user and every list load again as the new one.
  const refreshSession = useCallback(() => {
    dispatch(mainApi.util.resetApiState());
    dispatch(contentApi.util.resetApiState());
    dispatch(schedulerApi.util.resetApiState());
  }, [dispatch]);

  const switchTo = useCallback(
    async (destination: string, switchIdentity: () => Promise<{ error?: unknown }>) => {
      setDestination(destination);
      const result = await switchIdentity();
      if (result.error !== undefined) {
        setDestination(null);
        return;
      }
      refreshSession();
      await navigate(destination);
    },
    [setDestination, refreshSession, navigate],
  );

  const start = useCallback(
    ({ id }: { id: string }) => switchTo(EMULATION_START_PATH, () => setEmulate(id)),
    [switchTo, setEmulate],
  );

  const cancel = useCallback(async () => {
    if (pathname !== EMULATION_END_PATH) return switchTo(EMULATION_END_PATH, () => clearEmulate());
    const result = await clearEmulate();
    // Already on the page to return to: a fresh load shows it as the real user.
    if (result.error === undefined) window.location.reload();
  }, [pathname, switchTo, clearEmulate]);

  return {
    start,
    cancel,
    isEmulating: user?.isEmulating ?? false,
    pending: setState.isLoading || clearState.isLoading,
  };
}
