import { useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import { AppSplashScreen } from './AppSplashScreen.tsx';
import { SignedOutElsewherePage } from './SignedOutElsewherePage.tsx';
import { onSessionEvent } from './sessionBroadcast.ts';
import { useAuth } from './useAuth.ts';

type TabSession = 'shared' | 'signed-out' | 'resuming';

/**
 * Keeps this tab on the session the app's other tabs share. When one of them signs out, the
 * signed-in app below is unmounted (its store and cached data go with it) and 'Signed out'
 * shows instead, so no stale screen waits to fail on its next click. When one of them signs in
 * again, this tab resumes that session and shows its page again.
 */
export function SessionSync({ children }: { children: ReactNode }) {
  const { resumeSession } = useAuth();
  const [session, setSession] = useState<TabSession>('shared');

  useEffect(
    () =>
      onSessionEvent((event) => {
        if (event.type === 'signed-out') setSession('signed-out');
        else setSession((current) => (current === 'signed-out' ? 'resuming' : current));
      }),
    [],
  );

  useEffect(() => {
    if (session !== 'resuming') return;
    let current = true;
    resumeSession().then(
      () => {
        if (current) setSession('shared');
      },
      // The session could not be picked up: this tab stays signed out, with its way back in.
      () => {
        if (current) setSession('signed-out');
      },
    );
    return () => {
      current = false;
    };
  }, [session, resumeSession]);

  if (session === 'signed-out') return <SignedOutElsewherePage />;
  if (session === 'resuming') return <AppSplashScreen />;
  return children;
}
