import { ChevronLeft, ChevronRight } from 'lucide-react';
import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';
import { useFocusKept } from '../hooks/useFocusKept.ts';
import { formatCount, formatRange } from '@admin-hub/domain/formatCount';

export interface PagerProps {
  /** The page whose rows are on screen, from 1: the range is always theirs. */
  page: number;
  /** The page asked for while its answer is on its way; Previous and Next move on from it. */
  loadingPage?: number;
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
 * there is nothing to page through: no rows, or everything fits on page one. While another page
 * loads, the range stays that of the rows on screen, and the pager says which page is coming.
 */
export function Pager({
  page,
  loadingPage,
  perPage,
  total,
  onPageChange,
  label = 'Pagination',
}: PagerProps) {
  const { first, last, lastPage } = pageRange(page, perPage, total);
  // Two quick clicks on Next go two pages on, not twice to the same one.
  const target = loadingPage ?? page;
  const onFirstPage = target <= 1;
  const onLastPage = target >= lastPage;
  // At either end the button pressed disables itself: focus goes to the other one.
  const nav = useFocusKept<HTMLElement>(`${String(onFirstPage)} ${String(onLastPage)}`);
  if (total <= 0 || total <= perPage) return null;

  return (
    <nav ref={nav} className="ah-pager" aria-label={label} aria-busy={loadingPage !== undefined}>
      <span className="ah-pager__range" aria-live="polite">
        {formatRange(first, last, total)}
        {loadingPage !== undefined && (
          <span className="visually-hidden">{`, loading page ${formatCount(loadingPage)}`}</span>
        )}
      </span>
      <Button
        variant="light"
        size="sm"
        className="ah-btn-toolbar ah-pager__button"
        aria-label="Previous page"
        disabled={onFirstPage}
        onClick={() => onPageChange(target - 1)}
      >
        <ChevronLeft size={16} aria-hidden="true" />
      </Button>
      <Button
        variant="light"
        size="sm"
        className="ah-btn-toolbar ah-pager__button"
        aria-label="Next page"
        disabled={onLastPage}
        onClick={() => onPageChange(target + 1)}
      >
        <ChevronRight size={16} aria-hidden="true" />
      </Button>
      {/* After the buttons, so that nothing moves under the pointer when it shows. */}
      {loadingPage !== undefined && (
        <Spinner animation="border" size="sm" aria-hidden="true" className="text-primary" />
      )}
    </nav>
  );
}
