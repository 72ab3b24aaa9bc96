import { describe, expect, it } from 'vitest';
import { HOME_ENTRIES, homeEntriesFor, tabItemsFor } from './homeEntries.ts';
import { Role } from './roles.ts';

describe('homeEntriesFor', () => {
  it.each([
    [
      Role.SuperAdmin,
      ['companies', 'users', 'activity', 'myCompany', 'templates', 'canvas', 'scheduleMySign'],
    ],
    [Role.Admin, ['myCompany', 'templates', 'canvas', 'scheduleMySign']],
    [Role.User, ['templates', 'canvas', 'scheduleMySign']],
  ])('%s sees %j', (role, keys) => {
    expect(homeEntriesFor(role).map((entry) => entry.key)).toEqual(keys);
  });
});

describe('HOME_ENTRIES', () => {
  it('labels each entry with the spec text (Activity: issue 36, not in the spec)', () => {
    expect(Object.values(HOME_ENTRIES).map((entry) => entry.label)).toEqual([
      'Companies',
      'Users',
      'Activity',
      'My Company',
      'Templates',
      'Canvas',
      'Schedule My Sign',
    ]);
  });

  it('disables Canvas and Templates on mobile, and nothing else', () => {
    const disabled = Object.values(HOME_ENTRIES).filter((entry) => entry.mobileDisabledReason);
    expect(disabled.map((entry) => entry.key)).toEqual(['templates', 'canvas']);
    expect(disabled.map((entry) => entry.mobileDisabledReason)).toEqual([
      'Not available on mobile',
      'Not available on mobile',
    ]);
  });

  it('sends the external entries to their apps', () => {
    expect(HOME_ENTRIES.templates).toMatchObject({
      kind: 'external',
      app: 'contentApp',
      path: '/dashboard',
    });
    expect(HOME_ENTRIES.canvas).toMatchObject({ kind: 'external', app: 'canvasApp' });
    expect(HOME_ENTRIES.scheduleMySign).toMatchObject({
      kind: 'external',
      app: 'schedulerApp',
      path: '/schedule',
    });
  });

  it('opens the internal entries on their routes', () => {
    expect(HOME_ENTRIES.companies).toMatchObject({ kind: 'route', routeId: 'companies' });
    expect(HOME_ENTRIES.users).toMatchObject({ kind: 'route', routeId: 'users' });
    expect(HOME_ENTRIES.myCompany).toMatchObject({ kind: 'route', routeId: 'myCompany' });
    expect(HOME_ENTRIES.activity).toMatchObject({ kind: 'route', routeId: 'activity' });
  });
});

describe('tabItemsFor', () => {
  it.each([
    [Role.SuperAdmin, ['Home', 'Companies', 'Users', 'My Company']],
    [Role.Admin, ['Home', 'My Company']],
    [Role.User, ['Home']],
  ])('%s sees %j', (role, labels) => {
    expect(tabItemsFor(role).map((item) => item.label)).toEqual(labels);
  });
});
