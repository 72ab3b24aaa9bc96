import type { ReactNode } from 'react';
import { SelectAllCheckbox } from './SelectAllCheckbox.tsx';
import type { SelectAllCheckboxProps } from './SelectAllCheckbox.tsx';

export interface SelectionHeaderProps {
  /** The box that ticks every row; absent where the role may not select. */
  selectAll?: SelectAllCheckboxProps;
  /** Rows are selected: `bar` takes the header's place beside the box, and `end` steps aside. */
  selecting?: boolean;
  /** The selection's bar (Bulk Action Bar), from whoever owns the bulk actions; shown while `selecting`. */
  bar?: ReactNode;
  /** The header's own action on the right, e.g. the list's 'Export CSV'. */
  end?: ReactNode;
}

/**
 * A list's header line: the box that ticks every row, and while rows are selected the bar of
 * what can be done with them in its place, so the rows do not move down under a second bar when
 * the first box is ticked. The box is the same element in both states: ticking it keeps the
 * keyboard's focus, and its name ('Select all users on this page') stays what a screen reader
 * hears.
 */
export function SelectionHeader({ selectAll, selecting = false, bar, end }: SelectionHeaderProps) {
  return (
    <div className={`ah-list-header${selecting ? ' ah-list-header--selecting' : ''}`}>
      {selectAll && <SelectAllCheckbox {...selectAll} hideLabel={selecting} />}
      <div className="ah-list-header__bar" hidden={!selecting}>
        {bar}
      </div>
      {!selecting && end && <div className="ms-auto">{end}</div>}
    </div>
  );
}
