import { describe, expect, it } from 'vitest';
import { authErrorMessage } from './authErrorMessage.ts';

describe('authErrorMessage', () => {
  it('says Login failed when the provider gave no description', () => {
    expect(authErrorMessage(new Error('access_denied'))).toBe('Login failed');
    expect(authErrorMessage({ error: 'access_denied', error_description: '' })).toBe('Login failed');
    expect(authErrorMessage(undefined)).toBe('Login failed');
  });

  it("shows the provider's own description when there is one", () => {
    expect(authErrorMessage({ error: 'unauthorized', error_description: 'user is blocked' })).toBe(
      'user is blocked',
    );
  });
});
