// In the viewer's own time zone, named, so two admins in different zones read the same instant.
const FORMAT = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZoneName: 'short',
});

/**
 * An enrolment date-time in full (spec §3), e.g. 'January 15, 2026 at 10:00 AM UTC'. A value the
 * provider sent that is no date is shown as it came rather than as 'Invalid Date'.
 */
export function formatEnrolledAt(iso: string, format: Intl.DateTimeFormat = FORMAT): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : format.format(date);
}
