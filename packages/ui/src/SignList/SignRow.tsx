import { Monitor } from 'lucide-react';
import type { ContentSign, SchedulerSign } from '@admin-hub/domain/entities';
import { ActionMenu, type MenuAction } from '../ActionMenu/index.ts';

/** Scheduler signs say `state`, {product} signs `stateProvince`: a row shows either. */
export type Sign = SchedulerSign | ContentSign;

const regionOf = (sign: Sign): string => ('state' in sign ? sign.state : sign.stateProvince);

/** 'Austin, TX' without dangling commas when a part is missing. */
const signLocation = (sign: Sign): string =>
  [sign.city, regionOf(sign)].filter((part) => part.trim() !== '').join(', ');

export interface SignRowProps {
  sign: Sign;
  /** View, edit and delete: links into the sign's own app, or a dialog here; no menu when empty. */
  actions?: readonly MenuAction[];
}

/** The content of one sign's list item: name, location and size (units differ between the two apps, so none is shown). */
export function SignRow({ sign, actions = [] }: SignRowProps) {
  const location = signLocation(sign);
  return (
    <div className="d-flex align-items-center gap-3">
      <Monitor aria-hidden="true" size={20} className="text-body-secondary flex-shrink-0" />
      <div className="flex-grow-1" style={{ minWidth: 0 }}>
        <div className="fw-semibold text-truncate">{sign.name}</div>
        <div className="small text-body-secondary d-flex flex-wrap column-gap-3">
          {location !== '' && <span>{location}</span>}
          <span>{`${String(sign.width)} × ${String(sign.height)}`}</span>
        </div>
      </div>
      <ActionMenu label={`Actions for ${sign.name}`} actions={actions} />
    </div>
  );
}
