import { NavigationType, useBlocker } from 'react-router-dom';
import type { HeldNavigation } from '@admin-hub/ui/ModalForm';

/**
 * The browser's Back and Forward held while `active` (a changed form): the data router's own
 * blocker. Only those: the app's own navigations (a created company opening its page) go through.
 */
export function useBackForwardBlocker(active: boolean): HeldNavigation {
  return useBlocker(({ historyAction }) => active && historyAction === NavigationType.Pop);
}
