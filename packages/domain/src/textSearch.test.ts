import { describe, expect, it } from 'vitest';
import { matchesSearch, textIndex } from './textSearch.ts';

const people = [
  { name: 'Zoë Fairbanks', email: 'zoe.fairbanks@acme.example' },
  { name: 'Łukasz Kowalski', email: 'lukasz.kowalski@acme.example' },
  { name: null, email: 'new.hire@acme.example' },
];
const search = textIndex(people, (person) => [person.name, person.email]);

describe('text search', () => {
  it('ignores case and accents', () => {
    expect(matchesSearch('ZOE', ['Zoë Fairbanks'])).toBe(true);
    expect(matchesSearch('lukasz', ['Łukasz'])).toBe(true);
    expect(matchesSearch('zoe', ['Łukasz'])).toBe(false);
  });

  it('indexes a list once and finds what matchesSearch finds', () => {
    expect(search('  kowal ')).toEqual([people[1]]);
    expect(search('fairbänks')).toEqual([people[0]]);
    expect(search('new.hire')).toEqual([people[2]]);
    expect(search('@acme')).toEqual(people);
    expect(search('nobody')).toEqual([]);
    for (const term of ['kowal', 'zoe', 'hire', 'x'])
      expect(search(term)).toEqual(
        people.filter((person) => matchesSearch(term, [person.name, person.email])),
      );
  });

  it('gives the whole list back for an empty search', () => {
    expect(search('')).toBe(people);
    expect(search('   ')).toBe(people);
  });
});
