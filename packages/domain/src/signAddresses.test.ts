import { describe, expect, it } from 'vitest';
import { Role } from './roles.ts';
import {
  contentSignAddAddress,
  contentSignDeleteAddress,
  contentSignEditAddress,
  currentPageAddress,
  schedulerSignAddAddress,
  schedulerSignEditAddress,
  schedulerSignViewAddress,
} from './signAddresses.ts';

const BACK = 'https://hub.example.com/admin/companies/7?tab=signs';
const ENCODED_BACK = 'https%3A%2F%2Fhub.example.com%2Fadmin%2Fcompanies%2F7%3Ftab%3Dsigns';
const SCHEDULER = 'https://scheduler.example.com';
const CONTENT = 'https://content.example.com';
const sign = { id: 42, companyId: 7 };

describe('currentPageAddress', () => {
  it('is the path and query on the hub’s origin, without the hash', () => {
    expect(
      currentPageAddress('https://hub.example.com', {
        pathname: '/admin/companies/7',
        search: '?tab=signs',
      }),
    ).toBe(BACK);
  });

  it('has no question mark without a query', () => {
    expect(
      currentPageAddress('http://localhost:5173', { pathname: '/admin/my-company', search: '' }),
    ).toBe('http://localhost:5173/admin/my-company');
  });
});

describe('scheduler app addresses (spec §2)', () => {
  it('adds at /signs/add with companyId, then redirectUrl', () => {
    expect(schedulerSignAddAddress(SCHEDULER, 7, BACK)).toBe(
      `${SCHEDULER}/signs/add?companyId=7&redirectUrl=${ENCODED_BACK}`,
    );
  });

  it('edits at /signs/{id}/edit and views at /signs/{id}', () => {
    expect(schedulerSignEditAddress(SCHEDULER, 42, BACK)).toBe(
      `${SCHEDULER}/signs/42/edit?redirectUrl=${ENCODED_BACK}`,
    );
    expect(schedulerSignViewAddress(SCHEDULER, 42, BACK)).toBe(
      `${SCHEDULER}/signs/42?redirectUrl=${ENCODED_BACK}`,
    );
  });

  it('keeps a host’s own path and drops its trailing slash', () => {
    expect(schedulerSignViewAddress('http://localhost:4004/scheduler/', 3, BACK)).toBe(
      `http://localhost:4004/scheduler/signs/3?redirectUrl=${ENCODED_BACK}`,
    );
  });

  it('round-trips the redirectUrl exactly', () => {
    const back = 'http://localhost:5173/admin/companies/1?q=a b&x=1%2F2';
    const url = new URL(schedulerSignEditAddress(SCHEDULER, 1, back));
    expect(url.searchParams.get('redirectUrl')).toBe(back);
  });
});

describe('{product} app addresses (spec §2)', () => {
  it('sends super admins to the admin area of the company', () => {
    expect(contentSignAddAddress(CONTENT, Role.SuperAdmin, 7, BACK)).toBe(
      `${CONTENT}/admin/signs/7?addSign=1&redirectUrl=${ENCODED_BACK}`,
    );
    expect(contentSignEditAddress(CONTENT, Role.SuperAdmin, sign, BACK)).toBe(
      `${CONTENT}/admin/signs/7?editSignId=42&redirectUrl=${ENCODED_BACK}`,
    );
    expect(contentSignDeleteAddress(CONTENT, Role.SuperAdmin, sign, BACK)).toBe(
      `${CONTENT}/admin/signs/7?deleteSignId=42&redirectUrl=${ENCODED_BACK}`,
    );
  });

  it('sends company managers to their own /signs, with no delete address', () => {
    expect(contentSignAddAddress(CONTENT, Role.Admin, 7, BACK)).toBe(
      `${CONTENT}/signs/?addSign=1&redirectUrl=${ENCODED_BACK}`,
    );
    expect(contentSignEditAddress(CONTENT, Role.Admin, sign, BACK)).toBe(
      `${CONTENT}/signs?editSignId=42&redirectUrl=${ENCODED_BACK}`,
    );
    expect(contentSignDeleteAddress(CONTENT, Role.Admin, sign, BACK)).toBeNull();
  });
});
