import { describe, expect, it } from 'vitest';
import { currentUserStatus } from './currentUserStatus.ts';

describe('currentUserStatus', () => {
  it('is idle while nobody is signed in', () => {
    expect(currentUserStatus({ isUninitialized: true, isFetching: false, hasProfile: false })).toBe('idle');
  });

  it('is loading while the first profile is on its way', () => {
    expect(currentUserStatus({ isUninitialized: false, isFetching: true, hasProfile: false })).toBe('loading');
  });

  it('is loaded while a profile in hand is being refreshed', () => {
    expect(currentUserStatus({ isUninitialized: false, isFetching: true, hasProfile: true })).toBe('loaded');
  });

  it('is complete once the load settled, with the profile or after a failure', () => {
    expect(currentUserStatus({ isUninitialized: false, isFetching: false, hasProfile: true })).toBe('complete');
    expect(currentUserStatus({ isUninitialized: false, isFetching: false, hasProfile: false })).toBe('complete');
  });
});
