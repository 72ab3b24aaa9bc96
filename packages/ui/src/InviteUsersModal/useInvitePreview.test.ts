// @vitest-environment jsdom
import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DUPLICATE_IN_LIST } from '@admin-hub/domain/inviteList';
import type { EmailCheck } from '@admin-hub/domain/inviteList';
import { MESSAGES } from '@admin-hub/domain/messages';
import { Role } from '@admin-hub/domain/roles';
import { useInvitePreview } from './useInvitePreview.ts';
import type { PreviewInput } from './useInvitePreview.ts';

const OFFERED = [Role.Admin, Role.User];
const checking = (): EmailCheck => 'checking';
const answered = (email: string): EmailCheck => (email === 'taken@x.example' ? 'inUse' : 'free');

const LIST = 'new@x.example\ntaken@x.example\nNEW@x.example';

const render = (emailCheck: (email: string) => EmailCheck) =>
  renderHook(({ check }) => useInvitePreview(OFFERED, check), {
    initialProps: { check: emailCheck },
  });

const summary = (rows: ReturnType<ReturnType<typeof useInvitePreview>>) =>
  rows.map(({ email, roleToGive, problem, checking: asking }) => [
    email,
    roleToGive,
    problem ?? (asking ? 'checking' : 'ready'),
  ]);

describe('useInvitePreview', () => {
  it("is domain's preview, the default role while the select is empty", () => {
    const { result } = render(answered);
    expect(summary(result.current({ emails: LIST, csvEntries: [], role: '' }))).toEqual([
      ['new@x.example', Role.User, 'ready'],
      ['taken@x.example', Role.User, MESSAGES.emailInUse],
      ['NEW@x.example', Role.User, DUPLICATE_IN_LIST],
    ]);
  });

  it('answers the same rows for the same list, role and answers (label, button, table, submit)', () => {
    const { result } = render(answered);
    const csvEntries = [{ email: 'csv@x.example' }];
    const rows = result.current({ emails: LIST, csvEntries, role: Role.User });
    expect(result.current({ emails: LIST, csvEntries, role: Role.User })).toBe(rows);
  });

  it('works the rows out again when the list, the role, a CSV or the answers change', () => {
    const { result, rerender } = render(checking);
    const before: PreviewInput = { emails: LIST, csvEntries: [], role: Role.User };
    expect(summary(result.current(before))[0]).toEqual(['new@x.example', Role.User, 'checking']);

    expect(summary(result.current({ ...before, role: Role.Admin }))[0]).toEqual([
      'new@x.example',
      Role.Admin,
      'checking',
    ]);
    expect(
      summary(result.current({ ...before, emails: 'other@x.example' })).map(([email]) => email),
    ).toEqual(['other@x.example']);
    expect(
      result
        .current({ ...before, csvEntries: [{ email: 'csv@x.example' }] })
        .map(({ email }) => email),
    ).toContain('csv@x.example');

    rerender({ check: answered });
    expect(summary(result.current(before))[1]).toEqual([
      'taken@x.example',
      Role.User,
      MESSAGES.emailInUse,
    ]);
  });
});
