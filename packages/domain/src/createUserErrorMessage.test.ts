import { describe, expect, it } from 'vitest';
import { createUserErrorMessage } from './createUserErrorMessage.ts';

describe('createUserErrorMessage', () => {
  it('names a taken email', () => {
    const body = {
      message: 'Validation failed',
      errors: [{ field: 'email', rule: 'unique', message: 'Email is already in use' }],
    };
    expect(createUserErrorMessage(body)).toBe('Email is already in use');
  });

  it.each([
    ['no body', undefined],
    ['no field errors', { message: 'Server error' }],
    [
      'another rule on email',
      { message: 'x', errors: [{ field: 'email', rule: 'email', message: 'x' }] },
    ],
    [
      'unique on another field',
      { message: 'x', errors: [{ field: 'name', rule: 'unique', message: 'x' }] },
    ],
  ])('is generic for %s', (_case, body) => {
    expect(createUserErrorMessage(body)).toBe('Error creating user');
  });
});
