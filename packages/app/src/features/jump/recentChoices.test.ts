// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { JUMP_RECENT_LIMIT } from '@admin-hub/domain/jumpScope';
import type { JumpChoice } from './recentChoices.ts';
import { readRecentChoices, rememberChoice } from './recentChoices.ts';

const company = (id: number): JumpChoice => ({
  item: { key: `company:${id}`, kind: 'company', label: `Company ${id}` },
  target: { kind: 'company', companyId: id },
});

describe('recent jump box choices', () => {
  afterEach(() => localStorage.clear());

  it('keeps the newest first, each once, at most the limit', () => {
    for (let id = 1; id <= JUMP_RECENT_LIMIT + 2; id += 1) rememberChoice('auth0|me', company(id));
    rememberChoice('auth0|me', company(5));
    const keys = readRecentChoices('auth0|me').map(({ item }) => item.key);
    expect(keys).toEqual(['company:5', 'company:7', 'company:6', 'company:4', 'company:3']);
  });

  it('are kept per signed-in user', () => {
    rememberChoice('auth0|me', company(1));
    expect(readRecentChoices('auth0|someone-else')).toEqual([]);
  });

  it('read what they cannot understand as none', () => {
    localStorage.setItem('admin-hub.jump-recent.auth0|me', '{not json');
    expect(readRecentChoices('auth0|me')).toEqual([]);
    localStorage.setItem(
      'admin-hub.jump-recent.auth0|me',
      JSON.stringify([{ item: { key: 1 } }, company(2), null]),
    );
    expect(readRecentChoices('auth0|me')).toEqual([company(2)]);
  });
});
