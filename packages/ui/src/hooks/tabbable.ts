/** What Tab stops on, as far as the hub's markup goes (no contenteditable, no audio controls). */
const TABBABLE = [
  'a[href]',
  'button:not(:disabled)',
  'input:not(:disabled):not([type="hidden"])',
  'select:not(:disabled)',
  'textarea:not(:disabled)',
  'summary',
  '[tabindex]',
]
  .map((selector) => `${selector}:not([tabindex^="-"])`)
  .join(', ');

function tabbable(element: HTMLElement): boolean {
  // Drawn (not display: none, not in a closed <details>) and not hidden from everyone.
  return element.getClientRects().length > 0 && !element.closest('[inert], [aria-hidden="true"]');
}

/**
 * The control a Tab from the end of `element` reaches (its place on the page, once it has gone),
 * or, with none after it, the last one before it: a radio group counts once, by its checked radio
 * or its first.
 */
export function nextTabbableAfter(element: HTMLElement): HTMLElement | undefined {
  const all = [...element.ownerDocument.querySelectorAll<HTMLElement>(TABBABLE)].filter(
    (candidate) => !element.contains(candidate) && tabbable(candidate) && radioStop(candidate),
  );
  const after = all.find(
    (candidate) =>
      (element.compareDocumentPosition(candidate) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0,
  );
  return (
    after ??
    all
      .filter(
        (candidate) =>
          candidate.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_FOLLOWING,
      )
      .at(-1)
  );
}

function radioStop(candidate: HTMLElement): boolean {
  if (!(candidate instanceof HTMLInputElement) || candidate.type !== 'radio' || !candidate.name)
    return true;
  const group = [
    ...candidate.ownerDocument.querySelectorAll<HTMLInputElement>(
      `input[type="radio"][name="${CSS.escape(candidate.name)}"]`,
    ),
  ];
  return candidate === (group.find((radio) => radio.checked) ?? group[0]);
}
