import { describe, expect, it } from 'vitest';
import { bearerToken, createTestToken, decodeTokenSubject } from './tokens.ts';

describe('test tokens', () => {
  it('carry the auth id as sub, with the API audience', () => {
    const token = createTestToken('auth0|acme-admin');
    expect(token.split('.')).toHaveLength(3);
    expect(decodeTokenSubject(token)).toBe('auth0|acme-admin');
    const claims: unknown = JSON.parse(
      atob(token.split('.')[1]!.replace(/-/g, '+').replace(/_/g, '/')),
    );
    expect(claims).toMatchObject({ aud: 'https://api.admin-hub.local' });
  });

  it('survive non-ASCII subjects', () => {
    expect(decodeTokenSubject(createTestToken('auth0|zoë-北京'))).toBe('auth0|zoë-北京');
  });

  it('decode to null when malformed', () => {
    expect(decodeTokenSubject('garbage')).toBeNull();
    expect(decodeTokenSubject('a.%%%.b')).toBeNull();
  });

  it('are read from the Authorization header', () => {
    const request = new Request('http://localhost/', {
      headers: { Authorization: 'Bearer abc.def.' },
    });
    expect(bearerToken(request)).toBe('abc.def.');
    expect(bearerToken(new Request('http://localhost/'))).toBeNull();
  });
});
