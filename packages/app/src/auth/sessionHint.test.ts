import { describe, expect, it } from 'vitest';
import { hasSessionCookie } from './sessionHint.ts';

describe('hasSessionCookie', () => {
  it.each([
    'auth0.admin-hub-demo.is.authenticated=true',
    'theme=dark; auth0.admin-hub-demo.is.authenticated=true; other=1',
    '_legacy_auth0.x.is.authenticated=true; auth0.is.authenticated=true',
  ])('sees the session the SDK will restore in %j', (cookies) => {
    expect(hasSessionCookie(cookies)).toBe(true);
  });

  it.each([
    '',
    'theme=dark',
    'auth0.admin-hub-demo.is.authenticated=false',
    '_legacy_auth0.admin-hub-demo.is.authenticated=true',
    'xauth0.admin-hub-demo.is.authenticated=true',
  ])('sees none in %j', (cookies) => {
    expect(hasSessionCookie(cookies)).toBe(false);
  });
});
