import { ChevronLeft, ChevronRight } from 'lucide-react';
import Button from 'react-bootstrap/Button';
import { useFocusHandOff } from '../hooks/useFocusHandOff.ts';

export interface PagerProps {
  /** The current page, from 1. */
  page: number;
  perPage: number;
  total: number;
  onPageChange: (page: number) => void;
  /** Distinguishes the pager above a list from the one below it for screen readers. */
  label?: string;
}

/** The range a page covers, e.g. page 2 of 40 per page over 1500 rows is 41 - 80. */
function pageRange(page: number, perPage: number, total: number) {
  const first = (page - 1) * perPage + 1;
  const last = Math.min(page * perPage, total);
  const lastPage = Math.max(1, Math.ceil(total / perPage));
  return { first, last, lastPage };
}

/**
 * 'first - last / total' with previous and next buttons (spec §4). Renders nothing when
 * there is nothing to page through: no rows, or everything fits on page one.
 */
export function Pager({ page, perPage, total, onPageChange, label = 'Pagination' }: PagerProps) {
  const { first, last, lastPage } = pageRange(page, perPage, total);
  const onFirstPage = page <= 1;
  const onLastPage = page >= lastPage;
  // At either end the button pressed disables itself: focus goes to the other one.
  const [previous, next] = useFocusHandOff(onFirstPage, onLastPage);
  if (total <= 0 || total <= perPage) return null;

  return (
    <nav className="ah-pager" aria-label={label}>
      <span className="ah-pager__range" aria-live="polite">
        {`${first} - ${last} / ${total}`}
      </span>
      <Button
        variant="light"
        size="sm"
        className="ah-btn-toolbar ah-pager__button"
        ref={previous}
        aria-label="Previous page"
        disabled={onFirstPage}
        onClick={() => onPageChange(page - 1)}
      >
        <ChevronLeft size={16} aria-hidden="true" />
      </Button>
      <Button
        variant="light"
        size="sm"
        className="ah-btn-toolbar ah-pager__button"
        ref={next}
        aria-label="Next page"
        disabled={onLastPage}
        onClick={() => onPageChange(page + 1)}
      >
        <ChevronRight size={16} aria-hidden="true" />
      </Button>
    </nav>
  );
}
