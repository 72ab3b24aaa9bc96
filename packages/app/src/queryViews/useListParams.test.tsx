// @vitest-environment jsdom
import { act, cleanup, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { useListParams } from './useListParams.ts';

const SORTS = [{ key: 'name-asc' }, { key: 'name-desc' }, { key: 'email-asc' }] as const;

/** The hook plus the address it keeps its state in. */
const renderAt = (initialEntry: string) => {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[initialEntry]}>{children}</MemoryRouter>
  );
  return renderHook(
    () => {
      const params = useListParams(SORTS);
      const { search } = useLocation();
      return { params, address: search };
    },
    { wrapper },
  );
};

describe('useListParams', () => {
  afterEach(cleanup);

  it('reads defaults from an empty address', () => {
    const { result } = renderAt('/admin/users');
    expect(result.current.params).toMatchObject({ search: '', sort: 'name-asc', page: 1 });
  });

  it('reads search, sort and page from the address', () => {
    const { result } = renderAt('/admin/users?search=acme&sort=email-asc&page=3');
    expect(result.current.params).toMatchObject({ search: 'acme', sort: 'email-asc', page: 3 });
  });

  it('falls back to the default sort and page 1 for values it does not know', () => {
    const { result } = renderAt('/admin/users?sort=shoe-size&page=-2');
    expect(result.current.params).toMatchObject({ sort: 'name-asc', page: 1 });
    const { result: fractional } = renderAt('/admin/users?page=2.5');
    expect(fractional.current.params.page).toBe(1);
  });

  it('starts a new search at page 1', () => {
    const { result } = renderAt('/admin/users?page=4&sort=name-desc');
    act(() => result.current.params.setSearch('megaplex'));
    expect(result.current.params).toMatchObject({ search: 'megaplex', sort: 'name-desc', page: 1 });
    expect(result.current.address).toBe('?sort=name-desc&search=megaplex');
  });

  it('starts a new order at page 1 and leaves the default order out of the address', () => {
    const { result } = renderAt('/admin/users?page=4&sort=name-desc');
    act(() => result.current.params.setSort('name-asc'));
    expect(result.current.params).toMatchObject({ sort: 'name-asc', page: 1 });
    expect(result.current.address).toBe('');
  });

  it('clears an emptied search from the address', () => {
    const { result } = renderAt('/admin/users?search=acme');
    act(() => result.current.params.setSearch('   '));
    expect(result.current.params.search).toBe('');
    expect(result.current.address).toBe('');
  });

  it('pages without touching search or sort', () => {
    const { result } = renderAt('/admin/users?search=acme&sort=email-asc');
    act(() => result.current.params.setPage(2));
    expect(result.current.params).toMatchObject({ search: 'acme', sort: 'email-asc', page: 2 });
    act(() => result.current.params.setPage(1));
    expect(result.current.address).toBe('?search=acme&sort=email-asc');
  });
});
