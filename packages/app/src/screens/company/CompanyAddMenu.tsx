import { FloatingActionButton } from '@admin-hub/ui/FloatingActionButton';
import type { FloatingAction } from '@admin-hub/ui/FloatingActionButton';

export interface CompanyAddMenuProps {
  /** Each feature's add entry, or undefined where the signed-in user may not add it. */
  actions: readonly (FloatingAction | undefined)[];
}

/**
 * The company page's add menu (spec §2: User, Scheduler Sign, {product} Sign): in the page's
 * header on desktop, a floating button below 992 px. Absent when nothing may be added.
 */
export function CompanyAddMenu({ actions }: CompanyAddMenuProps) {
  const allowed = actions.filter((action): action is FloatingAction => action !== undefined);
  if (allowed.length === 0) return null;
  return <FloatingActionButton label="Add" actions={allowed} />;
}
