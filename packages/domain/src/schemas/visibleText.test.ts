import { describe, expect, it } from 'vitest';
import { characterCount, visibleText } from './visibleText.ts';

describe('visibleText', () => {
  it.each([
    ['zero-width spaces and joiners', '\u200B\u200C\u200D'],
    ['a byte-order mark and a word joiner', '\uFEFF\u2060'],
    ['NUL and other controls', '\u0000\u0001\u001F\u007F\u009F'],
    [
      'direction marks, overrides and isolates',
      '\u200E\u200F\u202A\u202B\u202C\u202D\u202E\u2066\u2067\u2068\u2069',
    ],
    ['Hangul fillers and the Braille blank', '\u3164\uFFA0\u115F\u2800'],
    ['spaces, tabs and line breaks around them', ' \t\u200B\n\u202E\r\n '],
  ])('makes a value of only %s empty', (_case, text) => {
    expect(visibleText(text)).toBe('');
  });

  it('drops invisible characters among visible ones rather than refusing the value', () => {
    expect(visibleText('\u202EAda\u200B Love\u0000lace\uFEFF')).toBe('Ada Lovelace');
    expect(visibleText('Acme\u2066 Signs\u2069')).toBe('Acme Signs');
  });

  it('turns a line break inside a value into a space', () => {
    expect(visibleText('Acme\nSigns')).toBe('Acme Signs');
  });

  it('keeps joiners that shape a word or an emoji, and drops loose ones', () => {
    expect(visibleText('می\u200Cخواهم')).toBe('می\u200Cخواهم');
    expect(visibleText('👩\u200D💻')).toBe('👩\u200D💻');
    expect(visibleText('\u200DAda \u200CLovelace\u200D')).toBe('Ada Lovelace');
  });

  it('leaves accents, CJK and right-to-left names as typed', () => {
    for (const name of ['Zoë Ærø', '王小明', 'אדה', 'Łukasz Żółw'])
      expect(visibleText(name)).toBe(name);
  });
});

describe('characterCount', () => {
  it('counts an emoji or an astral character once', () => {
    expect(characterCount('🪧🪧')).toBe(2);
    expect('🪧🪧'.length).toBe(4);
    expect(characterCount('𠮷野家')).toBe(3);
  });
});
