// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CompanyDetailRoute } from './CompanyDetailRoute.tsx';

// Only the 404 renders here; a valid id's screen is covered by its stories.
vi.mock('../company/CompanyDetailScreen.tsx', () => ({
  CompanyDetailScreen: ({ companyId }: { companyId: number }) => <p>{`Company ${companyId}`}</p>,
}));

function renderAt(address: string) {
  render(
    <MemoryRouter initialEntries={[address]}>
      <Routes>
        <Route path="/admin/companies/:companyId" element={<CompanyDetailRoute />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('CompanyDetailRoute', () => {
  afterEach(cleanup);

  it('shows the company whose id the address holds', () => {
    renderAt('/admin/companies/12');
    expect(screen.getByText('Company 12')).toBeTruthy();
  });

  it.each(['012', '1e1', '0x0c', '12.0', '0', '-12', 'acme'])(
    'answers /admin/companies/%s with the 404, not with company 12',
    (id) => {
      renderAt(`/admin/companies/${id}`);
      expect(screen.getByRole('heading', { name: 'Page not found' })).toBeTruthy();
      expect(screen.queryByText(/^Company /)).toBeNull();
    },
  );
});
