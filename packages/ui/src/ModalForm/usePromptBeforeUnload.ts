import { useEffect } from 'react';

/**
 * While `active`, closing or reloading the tab first asks (the browser's own prompt, whose text
 * cannot be chosen): a cancelled `beforeunload` is the one way a page may ask.
 */
export function usePromptBeforeUnload(active: boolean) {
  useEffect(() => {
    if (!active) return;
    const ask = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [active]);
}
