/**
 * A count as the product's English text writes it: 1500 as '1,500', 1000000 as '1,000,000'. Every
 * count on screen (titles, pager, filters, runs) and every limit in a message goes through it.
 * Not toLocaleString: its first call loads the ICU locale data, about 20 ms of the signed-in load
 * at module evaluation, and a browser set to another locale would write the spec's English texts
 * with its own separators ('1.500').
 */
export const formatCount = (value: number): string =>
  String(value).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
