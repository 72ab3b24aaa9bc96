import ListGroup from 'react-bootstrap/ListGroup';
import { SignRow } from './SignRow.tsx';
import type { Sign } from './SignRow.tsx';

export interface SignListProps {
  signs: readonly Sign[];
  /** Accessible name of the list, e.g. 'Scheduler Signs'. */
  label: string;
}

/** Scheduler or {product} signs, read-only; the caller renders the empty state. */
export function SignList({ signs, label }: SignListProps) {
  return (
    <ListGroup as="ul" aria-label={label}>
      {signs.map((sign) => (
        <ListGroup.Item as="li" key={sign.id}>
          <SignRow sign={sign} />
        </ListGroup.Item>
      ))}
    </ListGroup>
  );
}
