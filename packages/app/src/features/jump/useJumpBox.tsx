import { useLayoutEffect } from 'react';
import type { ReactNode } from 'react';
import { jumpScope } from '@admin-hub/domain/jumpScope';
import type { CurrentUser } from '@admin-hub/domain/entities';
import type { AppShellProps } from '@admin-hub/ui/AppShell';
import { lazyComponent } from '@admin-hub/ui/lazy';
import { useDialog } from '../dialogs/useDialog.tsx';
import type { JumpDialogProps } from './JumpDialog.tsx';

// The box and cmdk are fetched at the first Ctrl-K or press of the search button, not with the
// page: only this hook, its key listener and the button are in the first load (its budget).
const JumpDialog = lazyComponent<JumpDialogProps>(() =>
  import('./JumpDialog.tsx').then((module) => module.JumpDialog),
);

export interface JumpBoxControl {
  /** The top bar's search button; null for a role without a jump box. */
  button: AppShellProps['jump'];
  dialog: ReactNode;
}

/**
 * The Ctrl-K jump box (⌘K on a Mac) for the signed-in user, when their role has one: the key
 * opens it (and closes it again), unless another dialog is open; so does the top bar's button.
 */
export function useJumpBox(me: CurrentUser | undefined): JumpBoxControl {
  const scope = me && jumpScope(me);
  // Each opening is a fresh box (empty field, recent choices read anew), kept mounted after
  // closing so that it closes the way every dialog does; nothing is loaded before the first.
  const box = useDialog({ keepMounted: true });

  // In the commit that shows the top bar's button, not in a task after its paint: a Ctrl-K
  // pressed as soon as the button is seen is ours, not the browser's (its address bar search).
  useLayoutEffect(() => {
    if (!scope) return;
    const onKeyDown = (event: KeyboardEvent) => {
      // Ctrl or ⌘ alone may start the shortcut: fetch the box then, so that it opens at once.
      if (event.key === 'Control' || event.key === 'Meta') void JumpDialog.preload().catch(() => 0);
      if (!(event.ctrlKey || event.metaKey) || event.altKey || event.key.toLowerCase() !== 'k')
        return;
      event.preventDefault();
      if (box.isOpen) box.close();
      // Not over another dialog: its work would be hidden behind the box.
      else if (!document.querySelector('.modal.show')) box.open();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  });

  if (!scope) return { button: null, dialog: null };
  const mac = /Mac|iP/.test(navigator.platform);
  return {
    button: {
      label: scope.kind === 'everything' ? 'Search companies and users' : 'Search users',
      shortcut: mac ? '⌘K' : 'Ctrl K',
      keyShortcuts: mac ? 'Meta+K' : 'Control+K',
      onOpen: () => box.open(),
    },
    dialog: box.render(({ show, close }) => (
      <JumpDialog show={show} me={me} scope={scope} onClose={close} />
    )),
  };
}
