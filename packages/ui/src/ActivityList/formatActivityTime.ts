import { formatEnrolledAt } from '../MfaDevicesModal/formatEnrolledAt.ts';

/**
 * When a change was made, in the hub's one date-time format (an MFA device's enrolment reads the
 * same): 'January 15, 2026 at 9:00 AM UTC', in the viewer's zone, named.
 */
export const formatActivityTime = (iso: string): string => formatEnrolledAt(iso);
