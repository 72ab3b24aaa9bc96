import { describe, expect, it } from 'vitest';
import { parseEntityId } from './ids.ts';

describe('parseEntityId', () => {
  it.each([
    ['1', 1],
    ['42', 42],
    ['9007199254740991', Number.MAX_SAFE_INTEGER],
  ])('reads %s', (text, id) => {
    expect(parseEntityId(text)).toBe(id);
  });

  it.each([
    '',
    '0',
    '-1',
    '+1',
    '01',
    '1.0',
    '1e2',
    '0x1',
    '0b1',
    ' 1',
    '1 ',
    '١',
    'Infinity',
    '9007199254740992',
    null,
    undefined,
  ])('refuses %j', (text) => {
    expect(parseEntityId(text)).toBeNull();
  });
});
