import ListGroup from 'react-bootstrap/ListGroup';

export interface SkeletonRowsProps {
  /** Enough rows to fill a screen: what arrives below them moves nothing in view. */
  count?: number;
  /** A tick box leads each row (a list whose rows can be selected). */
  selectable?: boolean;
}

// Varied widths read as text; fixed ones, so a story's picture is the same every time.
const WIDTHS = [
  ['38%', '62%'],
  ['52%', '48%'],
  ['30%', '70%'],
  ['45%', '56%'],
];

/**
 * A list's rows while its first answer loads, in the shape of the real ones: two lines of the
 * same type (name, then details) in a list item of the same padding, so the rows replace them
 * without a shift. Decoration only: the loading status beside it is what is announced.
 */
export function SkeletonRows({ count = 10, selectable = false }: SkeletonRowsProps) {
  const rows = (
    <ListGroup as="ul" aria-hidden="true" className="ah-skeleton-pulse">
      {Array.from({ length: count }, (_, index) => {
        const [name, details] = WIDTHS[index % WIDTHS.length]!;
        return (
          <ListGroup.Item as="li" key={index}>
            <div className="d-flex align-items-center gap-3">
              {selectable && <span className="ah-skeleton ah-skeleton--box" />}
              <div className="flex-grow-1">
                <div className="fw-semibold">
                  <span className="ah-skeleton" style={{ width: name }} />
                </div>
                <div className="small">
                  <span className="ah-skeleton" style={{ width: details }} />
                </div>
              </div>
            </div>
          </ListGroup.Item>
        );
      })}
    </ListGroup>
  );
  if (!selectable) return rows;
  // A selectable list has its header line above the rows (SelectionHeader), its box and label.
  return (
    <>
      <div className="ah-list-header ah-skeleton-pulse" aria-hidden="true">
        <span className="d-flex align-items-center gap-2 small">
          <span className="ah-skeleton ah-skeleton--box" />
          {/* In a line box of its own, as tall as the label's line of text. */}
          <span className="flex-grow-1">
            <span className="ah-skeleton" style={{ width: '9rem' }} />
          </span>
        </span>
      </div>
      {rows}
    </>
  );
}
