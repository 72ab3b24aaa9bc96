import { describe, expect, it } from 'vitest';
import { runToastText } from './runToastText.ts';

const users = { noun: 'users', succeeded: 0, failed: 0, notStarted: 0 };

describe('runToastText', () => {
  it('confirms a whole run in the single call’s words, with the count', () => {
    expect(runToastText({ ...users, kind: 'sendInviteEmail', succeeded: 3 })).toEqual({
      type: 'success',
      message: 'Invite email sent successfully to 3 users',
    });
    expect(runToastText({ ...users, kind: 'sendPasswordResetEmail', succeeded: 1 })).toEqual({
      type: 'success',
      message: 'Password reset email sent successfully to 1 user',
    });
    expect(runToastText({ ...users, kind: 'deleteUser', succeeded: 12 })).toEqual({
      type: 'success',
      message: '12 users deleted',
    });
  });

  it('reports failures as one error, out of the users attempted', () => {
    expect(runToastText({ ...users, kind: 'deleteUser', succeeded: 8, failed: 2 })).toEqual({
      type: 'error',
      message: 'Error deleting 2 of 10 users',
    });
  });

  it('says how many a cancel left out', () => {
    expect(
      runToastText({ ...users, kind: 'sendInviteEmail', succeeded: 4, notStarted: 5 }),
    ).toEqual({
      type: 'success',
      message: 'Invite email sent successfully to 4 users; 5 not sent (cancelled)',
    });
    expect(runToastText({ ...users, kind: 'deleteUser', notStarted: 1 })).toEqual({
      type: 'success',
      message: '1 user not deleted (cancelled)',
    });
  });

  it('says a cancelled export saved no file, even when its last pages arrived', () => {
    expect(runToastText({ ...users, kind: 'export', succeeded: 4, notStarted: 4 })).toEqual({
      type: 'success',
      message: 'Export of users cancelled: no file saved',
    });
    expect(
      runToastText({ ...users, kind: 'export', succeeded: 1, rows: 9, cancelled: true }),
    ).toEqual({ type: 'success', message: 'Export of users cancelled: no file saved' });
    expect(runToastText({ ...users, kind: 'export', succeeded: 8, rows: 1500 })).toEqual({
      type: 'success',
      message: 'Exported 1,500 users',
    });
    expect(
      runToastText({ ...users, kind: 'export', succeeded: 2, failed: 1, notStarted: 5 }),
    ).toEqual({
      type: 'error',
      message: 'Error exporting users: 1 page of 8 could not be loaded; 5 not loaded (cancelled)',
    });
  });

  it('keeps loading every page for a selection silent unless a page failed', () => {
    expect(runToastText({ ...users, kind: 'selectAll', succeeded: 8 })).toBeUndefined();
    expect(runToastText({ ...users, kind: 'selectAll', succeeded: 7, failed: 1 })).toEqual({
      type: 'error',
      message: 'Error loading users',
    });
  });
});
