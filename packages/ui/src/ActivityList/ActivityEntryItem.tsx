import Badge from 'react-bootstrap/Badge';
import { ACTIVITY_KINDS, actorText, type ActivityEntry } from '@admin-hub/domain/activity';
import type { ActivityFilters } from '@admin-hub/domain/activity';
import { changeText } from './changeText.ts';
import { formatActivityTime } from './formatActivityTime.ts';

/** A filter an entry can set by naming who or what it is about (the hub-wide page). */
export type ActivityFilterBy = Pick<ActivityFilters, 'actorId' | 'userId' | 'companyId'>;

export interface ActivityEntryItemProps {
  entry: ActivityEntry;
  /** Show the company the change belongs to (not on that company's own page). */
  showCompany?: boolean;
  /** Makes the actor, the user and the company buttons that filter the list by them. */
  onFilterBy?: (filter: ActivityFilterBy) => void;
}

/** A name in an entry: a button that filters by it where the list can, else plain text. */
function Subject({
  text,
  filterLabel,
  onFilter,
}: {
  text: string;
  filterLabel: string;
  onFilter?: () => void;
}) {
  if (!onFilter) return <span className="text-break">{text}</span>;
  return (
    <button
      type="button"
      className="btn btn-link p-0 align-baseline text-break text-start"
      aria-label={`${filterLabel} ${text}`}
      onClick={onFilter}
    >
      {text}
    </button>
  );
}

/**
 * One change as a card-like row that reads on a phone: what (the kind and who or what it acted
 * on), a refused call's status, who made it ('x as y' while emulating), when, and each field
 * before and after.
 */
export function ActivityEntryItem({
  entry,
  showCompany = true,
  onFilterBy,
}: ActivityEntryItemProps) {
  const filter = onFilterBy && ((by: ActivityFilterBy) => () => onFilterBy(by));
  const { user, companyId, companyName } = entry;
  return (
    <article aria-label={`${ACTIVITY_KINDS[entry.kind]}, ${formatActivityTime(entry.at)}`}>
      <div className="d-flex flex-wrap align-items-baseline column-gap-2">
        <span className="fw-semibold">{ACTIVITY_KINDS[entry.kind]}</span>
        {user && (
          <Subject
            text={user.email}
            filterLabel="Show activity on"
            onFilter={filter?.({ userId: user.id })}
          />
        )}
        {entry.target && <span className="text-break">{entry.target}</span>}
        {!entry.ok && (
          <Badge bg="" className="ah-badge bg-danger-subtle text-danger-emphasis align-self-center">
            {`Refused (${String(entry.status)})`}
          </Badge>
        )}
      </div>
      <div className="small text-body-secondary d-flex flex-wrap column-gap-3">
        <time dateTime={entry.at}>{formatActivityTime(entry.at)}</time>
        <span>
          {'By '}
          <Subject
            text={actorText(entry)}
            filterLabel="Show activity by"
            onFilter={filter?.({ actorId: entry.actor.id })}
          />
        </span>
        {showCompany && companyName !== null && (
          <Subject
            text={companyName}
            filterLabel="Show activity of"
            onFilter={companyId === null ? undefined : filter?.({ companyId })}
          />
        )}
      </div>
      {entry.changes.length > 0 && (
        <ul className="small mb-0 mt-1 ps-3">
          {entry.changes.map((change) => (
            <li key={change.field} className="text-break">
              {changeText(change)}
            </li>
          ))}
        </ul>
      )}
    </article>
  );
}
