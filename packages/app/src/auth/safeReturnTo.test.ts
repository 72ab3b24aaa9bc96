import { describe, expect, it } from 'vitest';
import { DEFAULT_RETURN_TO, safeReturnTo } from './safeReturnTo.ts';

describe('safeReturnTo', () => {
  it.each([
    ['/admin/users', '/admin/users'],
    ['/admin/users?page=2&search=acme', '/admin/users?page=2&search=acme'],
    ['/admin/companies/1#users', '/admin/companies/1#users'],
    ['/home', '/home'],
  ])('keeps the same-origin path %s', (target, expected) => {
    expect(safeReturnTo(target)).toBe(expected);
  });

  it.each([
    ['an absolute URL', 'https://evil.example/phish'],
    ['a protocol-relative URL', '//evil.example/phish'],
    ['a backslash trick', '/\\evil.example'],
    ['a scheme', 'javascript:alert(1)'],
    ['a relative path', 'admin/users'],
    ['a tab inside the host part', '/\t/evil.example'],
    ['the callback route', '/login?code=1&state=2'],
    ['the sign-out route', '/logout'],
    ['an empty string', ''],
  ])('refuses %s and falls back to /home', (_label, target) => {
    expect(safeReturnTo(target)).toBe(DEFAULT_RETURN_TO);
  });

  it.each([undefined, null, 42, { returnTo: '/admin' }])('falls back to /home for %s', (target) => {
    expect(safeReturnTo(target)).toBe('/home');
  });
});
