import type { EndpointId } from '../endpoints.ts';
import { activityResolvers } from './activityResolvers.ts';
import type { Resolver } from './apiRequest.ts';
import { companyResolvers } from './companyResolvers.ts';
import { contentResolvers } from './contentResolvers.ts';
import { schedulerResolvers } from './schedulerResolvers.ts';
import { userActionResolvers } from './userActionResolvers.ts';
import { userResolvers } from './userResolvers.ts';

/** The stateful behaviour of every endpoint; the type fails to compile if one is missing. */
export const RESOLVERS: Record<EndpointId, Resolver> = {
  ...userResolvers,
  ...userActionResolvers,
  ...companyResolvers,
  ...contentResolvers,
  ...schedulerResolvers,
  ...activityResolvers,
};
