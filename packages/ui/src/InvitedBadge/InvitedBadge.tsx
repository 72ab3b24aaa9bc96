import Badge from 'react-bootstrap/Badge';

/** Marks a user who has not yet given both first and last name (spec §4). */
export function InvitedBadge() {
  return (
    <Badge bg="" className="ah-badge bg-primary-subtle text-primary-emphasis">
      Invited
    </Badge>
  );
}
