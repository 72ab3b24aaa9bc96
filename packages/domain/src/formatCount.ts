/**
 * A count as the product's English text writes it: 1500 as '1,500', 1000000 as '1,000,000'. Every
 * number on screen (titles, pager, filters, credits, runs, toasts) and every limit in a message
 * goes through it; ESLint's house/formatted-counts refuses a number rendered without it.
 * Not toLocaleString or Intl.NumberFormat: the first call loads the ICU locale data, about 20 ms
 * of the signed-in load at module evaluation, and a browser set to another locale would write the
 * spec's English texts with its own separators ('1.500').
 */
export const formatCount = (value: number): string => {
  const [whole = '', fraction] = String(value).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return fraction === undefined ? grouped : `${grouped}.${fraction}`;
};

/**
 * The rows a page shows out of all: '1–40 / 11,500' (spec §4's 'first - last / total', with
 * the en dash that is a range's typographic form).
 */
export const formatRange = (first: number, last: number, total: number): string =>
  `${formatCount(first)}–${formatCount(last)} / ${formatCount(total)}`;
