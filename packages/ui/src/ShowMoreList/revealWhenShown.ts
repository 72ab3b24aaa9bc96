/**
 * Scrolls `row` into view and focuses it, once it has a box. A row can mount inside something not
 * displayed yet (a panel about to open; Storybook's canvas while a story is still being prepared
 * on a busy machine), where `focus()` and `scrollIntoView()` do nothing: a ResizeObserver reports
 * the moment it is laid out. `onRevealed` follows the focus. Returns what stops the wait (the row
 * unmounted first).
 */
export function revealWhenShown(row: HTMLElement, onRevealed: () => void): () => void {
  const reveal = () => {
    row.scrollIntoView({ block: 'center' });
    row.focus({ preventScroll: true });
    onRevealed();
  };
  if (row.checkVisibility()) {
    reveal();
    return () => {};
  }
  const observer = new ResizeObserver(() => {
    if (!row.checkVisibility()) return;
    observer.disconnect();
    reveal();
  });
  observer.observe(row);
  return () => observer.disconnect();
}
