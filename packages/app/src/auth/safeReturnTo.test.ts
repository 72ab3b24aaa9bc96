import { describe, expect, it } from 'vitest';
import { safeReturnTo } from './safeReturnTo.ts';

describe('safeReturnTo', () => {
  it.each([
    ['/admin/users', '/admin/users'],
    ['/admin/users?page=2&search=acme', '/admin/users?page=2&search=acme'],
    ['/admin/companies/1#users', '/admin/companies/1#users'],
    ['/home', '/home'],
    // Dot segments are resolved, and the resolved path is what is returned.
    ['/admin/./users/../companies', '/admin/companies'],
    ['/%2e/admin/users', '/admin/users'],
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
    // Each is a harmless-looking path that normalises to the protocol-relative `//host`.
    ['a dot segment before a double slash', '/.//evil.example'],
    [
      'the same, percent-encoded as sent in ?returnTo=',
      decodeURIComponent('%2F.%2F%2Fevil.example'),
    ],
    ['a parent segment before a double slash', '/..//x'],
    ['an encoded parent segment', '/%2e%2e//x'],
    ['an encoded parent segment in capitals', '/%2E%2E//x'],
    ['a parent segment after a folder', '/a/..//x'],
    ['a dot segment before an escaped slash', '/./\u002f/evil.example/admin'],
  ])('refuses %s and falls back to /home', (_label, target) => {
    expect(safeReturnTo(target)).toBe('/home');
  });

  it.each([undefined, null, 42, { returnTo: '/admin' }])('falls back to /home for %s', (target) => {
    expect(safeReturnTo(target)).toBe('/home');
  });
});
