import { skipToken } from '@reduxjs/toolkit/query/react';
import type { CurrentUser } from '@admin-hub/domain/entities';
import { useGetMeQuery } from '../api/index.ts';
import { currentUserStatus } from './currentUserStatus.ts';
import type { CurrentUserStatus } from './currentUserStatus.ts';
import { useAuth } from './useAuth.ts';

export interface CurrentUserState {
  status: CurrentUserStatus;
  user: CurrentUser | undefined;
  /** True only while no outcome is known; a failed load clears it too. */
  isLoading: boolean;
}

/**
 * The profile (`GET /users/me`) of the signed-in identity. The query is keyed by
 * the identity's `sub`, so it loads again whenever the identity changes or
 * becomes available.
 */
export function useCurrentUser(): CurrentUserState {
  const { isAuthenticated, user: identity } = useAuth();
  const identityKey = isAuthenticated && identity ? identity.sub : skipToken;
  const { currentData, isUninitialized, isFetching } = useGetMeQuery(identityKey);
  const status = currentUserStatus({ isUninitialized, isFetching, hasProfile: currentData !== undefined });
  return { status, user: currentData, isLoading: status === 'loading' };
}
