import { describe, expect, it } from 'vitest';
import { emptyPaged, paginate, pagedMeta } from './pagedMeta.ts';

const BASE = 'http://localhost:4001/api/users';

describe('pagedMeta', () => {
  it('answers an empty result as page 1 of 1', () => {
    expect(pagedMeta(0, 1, 40, BASE)).toEqual({
      current_page: 1,
      first_page: 1,
      first_page_url: `${BASE}?page=1`,
      last_page: 1,
      last_page_url: `${BASE}?page=1`,
      next_page_url: null,
      per_page: 40,
      previous_page_url: null,
      total: 0,
    });
  });

  it('keeps an empty result on page 1 whatever page was asked', () => {
    expect(pagedMeta(0, 3, 40, BASE).current_page).toBe(1);
  });

  it('has no extra page for an exact multiple', () => {
    const meta = pagedMeta(80, 1, 40, BASE);
    expect(meta.last_page).toBe(2);
    expect(meta.next_page_url).toBe(`${BASE}?page=2`);
    expect(meta.previous_page_url).toBeNull();
  });

  it('counts a last partial page', () => {
    const meta = pagedMeta(81, 3, 40, BASE);
    expect(meta).toMatchObject({ current_page: 3, last_page: 3, total: 81, per_page: 40 });
    expect(meta.last_page_url).toBe(`${BASE}?page=3`);
    expect(meta.next_page_url).toBeNull();
    expect(meta.previous_page_url).toBe(`${BASE}?page=2`);
  });

  it('links both ways from a middle page', () => {
    const meta = pagedMeta(120, 2, 40, BASE);
    expect(meta.previous_page_url).toBe(`${BASE}?page=1`);
    expect(meta.next_page_url).toBe(`${BASE}?page=3`);
  });

  it('answers the last page for a page past the end, and page 1 below 1', () => {
    expect(pagedMeta(50, 9, 40, BASE).current_page).toBe(2);
    expect(pagedMeta(50, 0, 40, BASE).current_page).toBe(1);
    expect(pagedMeta(50, Number.NaN, 40, BASE).current_page).toBe(1);
  });

  it('keeps the query parameters of the base url', () => {
    const meta = pagedMeta(50, 1, 40, `${BASE}?search=acme&perPage=40`);
    expect(meta.next_page_url).toBe(`${BASE}?search=acme&perPage=40&page=2`);
  });

  it('rejects a page size or total that no list has', () => {
    expect(() => pagedMeta(10, 1, 0, BASE)).toThrow(RangeError);
    expect(() => pagedMeta(-1, 1, 40, BASE)).toThrow(RangeError);
    expect(() => pagedMeta(1.5, 1, 40, BASE)).toThrow(RangeError);
  });
});

describe('paginate', () => {
  const items = Array.from({ length: 5 }, (_, index) => index + 1);

  it('slices the page the meta describes', () => {
    expect(paginate(items, 2, 2, BASE).data).toEqual([3, 4]);
    expect(paginate(items, 3, 2, BASE).data).toEqual([5]);
    expect(paginate(items, 7, 2, BASE)).toMatchObject({ data: [5], meta: { current_page: 3 } });
  });
});

describe('emptyPaged', () => {
  it('is the default empty result: page 1, total 0', () => {
    expect(emptyPaged(40)).toMatchObject({
      data: [],
      meta: { current_page: 1, total: 0, last_page: 1 },
    });
  });
});
